/**
 * A marked class as files a teacher keeps and hands back: the roster ({@code marks.csv}), one report card per
 * student ({@code feedback/STUDENT.pdf}) and the class at a glance ({@code class.pdf}), made from the {@code grade}
 * command's results on the teacher's own computer (the PDFs carry their font and pictures; nothing is fetched or
 * sent).
 *
 * <p>No JavaFX. Imports student, core, io, and lessons.worksheet for the HTML escaping the worksheet uses; lays out
 * PDFs with openhtmltopdf and draws its small pictures with java.awt (headless).
 */
@NullMarked
package bouncelab.student.report;

import org.jspecify.annotations.NullMarked;
