package bouncelab.io.pdf;

import bouncelab.io.font.BundledFonts.Face;
import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.util.XRLog;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.pdfbox.pdmodel.font.FontMappers;

/**
 * Lays out a page (well-formed XHTML, pictures as data URIs) as a PDF by openhtmltopdf, with the app's own font
 * files embedded, so it prints the same on any computer and never looks for the machine's fonts.
 */
public final class HtmlPdf {
    /**
     * PDFBox, told of its standard fonts, looks for them among the computer's and warns of each it lacks, about
     * fourteen lines on the command line's standard error; our pages use none of them (only our own, embedded).
     * Held here: Java keeps a logger's level only while someone holds the logger.
     */
    private static final Logger STANDARD_FONTS = Logger.getLogger("org.apache.pdfbox.pdmodel.font.PDType1Font");

    static {
        XRLog.setLoggingEnabled(false); // its progress notes would end up on the command line's standard error
        STANDARD_FONTS.setLevel(Level.SEVERE);
        FontMappers.set(new OwnFontsOnly()); // before any standard font is made: they ask the mapper
    }

    private HtmlPdf() {}

    /**
     * The PDF of {@code xhtml}, each of {@code faces} embedded under its own family (an oblique face answers
     * font-style: italic); {@code what} names the page in the one line said if it cannot be laid out.
     */
    public static byte[] render(String xhtml, List<Face> faces, String what) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PdfRendererBuilder builder = new PdfRendererBuilder();
        builder.useFastMode();
        for (Face face : faces) {
            builder.useFont(
                    face::open,
                    face.family(),
                    face.bold() ? 700 : 400,
                    face.oblique() ? FontStyle.ITALIC : FontStyle.NORMAL,
                    true);
        }
        builder.withHtmlContent(xhtml, null);
        builder.toStream(out);
        try {
            builder.run();
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException("could not lay out " + what + " as PDF: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }
}
