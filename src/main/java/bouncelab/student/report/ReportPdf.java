package bouncelab.student.report;

import bouncelab.io.font.BundledFonts.Face;
import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.util.XRLog;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A report page (well-formed XHTML) laid out as a PDF with the app's own fonts embedded, the sans for words and the
 * mono for a student's code, so it prints the same on any computer and never looks for the machine's fonts.
 */
final class ReportPdf {
    /** PDFBox warns on standard error of each standard font the machine lacks; the report uses none. */
    private static final Logger STANDARD_FONTS = Logger.getLogger("org.apache.pdfbox.pdmodel.font.PDType1Font");

    static {
        XRLog.setLoggingEnabled(false); // its progress notes would end up on the command line's standard error
        STANDARD_FONTS.setLevel(Level.SEVERE);
    }

    private ReportPdf() {
    }

    static byte[] render(String xhtml) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PdfRendererBuilder builder = new PdfRendererBuilder();
        builder.useFastMode();
        for (Face face : Face.values()) {
            builder.useFont(face::open, face.family(), face.bold() ? 700 : 400,
                    face.oblique() ? FontStyle.ITALIC : FontStyle.NORMAL, true);
        }
        builder.withHtmlContent(xhtml, null);
        builder.toStream(out);
        try {
            builder.run();
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException("could not lay out the report as PDF: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }
}
