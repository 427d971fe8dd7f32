/**
 * `npm run check:content` (also the first step of `npm run build`): validates every content
 * file, its links and its images. An optional argument names another content folder.
 */
import { ContentError, loadContent } from "../src/content/load";
import { findBrokenLinks, findMissingImages } from "../src/content/links";

try {
  const content = loadContent(process.argv[2]);
  const problems = [...findBrokenLinks(content), ...findMissingImages(content)];
  if (problems.length > 0) throw new ContentError(problems);
  console.log(`Content is valid: ${content.pages.length} pages.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
