/**
 * A page of well-formed XHTML laid out as a PDF with the app's own fonts embedded: the one PDF maker the worksheet
 * and the class's report cards share.
 *
 * <p>May import: {@code bouncelab.io.font}, and openhtmltopdf with PDFBox. Nothing else of Bounce Lab's.
 */
@NullMarked
package bouncelab.io.pdf;

import org.jspecify.annotations.NullMarked;
