package bouncelab.lessons.worksheet;

import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.util.XRLog;
import org.apache.pdfbox.pdmodel.PDDocument;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A worksheet's printable page ({@link WorksheetHtml#paged}) laid out as a PDF by openhtmltopdf: one file with its
 * pictures inside it and its own font, so it prints the same on any computer.
 */
public final class WorksheetPdf {
    /** The family the paged HTML asks for: PDFBox's own Liberation Sans, embedded (it has −, →, √, ½, ²…). */
    static final String FONT_FAMILY = "Worksheet Sans";
    private static final String FONT = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";

    /**
     * PDFBox, told of its standard fonts, looks for them among the computer's and warns of each it lacks, about
     * fourteen lines on the command line's standard error; the worksheet uses none of them (only its own font,
     * embedded). Held here: Java keeps a logger's level only while someone holds the logger.
     */
    private static final Logger STANDARD_FONTS = Logger.getLogger("org.apache.pdfbox.pdmodel.font.PDType1Font");

    static {
        XRLog.setLoggingEnabled(false); // its progress notes would end up on the command line's standard error
        STANDARD_FONTS.setLevel(Level.SEVERE);
    }

    private WorksheetPdf() {
    }

    /** The PDF of a page written by {@link WorksheetHtml#paged} (well-formed XHTML, pictures as data URIs). */
    public static byte[] render(String xhtml) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PdfRendererBuilder builder = new PdfRendererBuilder();
        builder.useFastMode();
        builder.useFont(WorksheetPdf::font, FONT_FAMILY);
        builder.withHtmlContent(xhtml, null);
        builder.toStream(out);
        try {
            builder.run();
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException("could not lay out the worksheet as PDF: " + e.getMessage(), e);
        }
        return out.toByteArray();
    }

    /** How many pages a PDF has. */
    public static int pages(byte[] pdf) throws IOException {
        try (PDDocument doc = PDDocument.load(pdf)) {
            return doc.getNumberOfPages();
        }
    }

    private static InputStream font() {
        InputStream in = PDDocument.class.getResourceAsStream(FONT);
        if (in == null) {
            throw new IllegalStateException("PDFBox's font " + FONT + " is missing from the class path");
        }
        return in;
    }
}
