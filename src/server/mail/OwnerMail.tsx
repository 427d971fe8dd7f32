import "server-only";
import { Heading, Text } from "@react-email/components";
import { MailLayout } from "./MailLayout";
import { MailTable, type MailRow } from "./MailRows";

export interface OwnerMailProps {
  title: string;
  companyName: string;
  visitorName: string;
  request: MailRow[];
  origin: MailRow[];
  calculator: MailRow[];
  reference: MailRow[];
}

const sectionHeading = { margin: "20px 0 6px", fontSize: "17px" };

/** The owner's notification: every field, where the lead came from, the calculator. */
export function OwnerMail(props: OwnerMailProps) {
  return (
    <MailLayout title={props.title}>
      <Text>New quote request from the {props.companyName} website.</Text>
      <MailTable rows={props.request} />
      <Heading as="h3" style={sectionHeading}>
        Where it came from
      </Heading>
      <MailTable rows={props.origin} />
      {props.calculator.length > 0 ? (
        <>
          <Heading as="h3" style={sectionHeading}>
            Calculator
          </Heading>
          <MailTable rows={props.calculator} />
        </>
      ) : null}
      <Text style={{ marginTop: "20px", color: "#555", fontSize: "13px" }}>
        {props.reference.map((row) => `${row.label}: ${row.value}`).join(" · ")}
      </Text>
      <Text>Reply to this e-mail to answer {props.visitorName} directly.</Text>
    </MailLayout>
  );
}
