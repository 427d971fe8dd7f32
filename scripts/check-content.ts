/** `npm run check:content`: validates every content file, its links and its images. */
import { ContentError, loadContent } from "../src/content/load";
import { findBrokenLinks, findMissingImages } from "../src/content/links";

try {
  const content = loadContent();
  const problems = [...findBrokenLinks(content), ...findMissingImages(content)];
  if (problems.length > 0) throw new ContentError(problems);
  console.log(`Content is valid: ${content.pages.length} pages.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
