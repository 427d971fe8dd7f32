import "server-only";
import { Link, Text } from "@react-email/components";
import { MailLayout } from "./MailLayout";

/** The one-time sign-in link to the owner's office (issue 23). */
export function SignInMail({
  title,
  office,
  link,
}: {
  title: string;
  office: string;
  link: string;
}) {
  return (
    <MailLayout title={title}>
      <Text>Open this link to sign in to the office (it works once, for 15 minutes):</Text>
      <Text>
        <Link href={link}>Sign in to the {office} office</Link>
      </Text>
      <Text>If you did not ask for it, ignore this mail: nobody can sign in without the link.</Text>
    </MailLayout>
  );
}

export interface ReminderMailProps {
  title: string;
  name: string;
  what: string;
  when: string;
  reply: string;
  phone: string;
  email: string;
  link: string;
}

/** A lead still New when the reply promise ran out: the owner's reminder (issue 23). */
export function ReminderMail({
  title,
  name,
  what,
  when,
  reply,
  phone,
  email,
  link,
}: ReminderMailProps) {
  return (
    <MailLayout title={title}>
      <Text>
        {name} asked for {what} on {when} and is still New. The site promises a reply {reply}.
      </Text>
      <Text>
        Phone: {phone}
        <br />
        E-mail: {email}
      </Text>
      <Text>
        <Link href={link}>Open the request</Link>
      </Text>
    </MailLayout>
  );
}
