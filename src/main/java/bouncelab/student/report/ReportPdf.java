package bouncelab.student.report;

import bouncelab.io.font.BundledFonts.Face;
import bouncelab.io.pdf.HtmlPdf;
import java.io.IOException;
import java.util.List;

/**
 * A report page (well-formed XHTML) laid out as a PDF with the app's own fonts embedded, the sans for words and the
 * mono for a student's code, so it prints the same on any computer and never looks for the machine's fonts.
 */
final class ReportPdf {
    private ReportPdf() {}

    static byte[] render(String xhtml) throws IOException {
        return HtmlPdf.render(xhtml, List.of(Face.values()), "the report");
    }
}
