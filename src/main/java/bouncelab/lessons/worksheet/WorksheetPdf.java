package bouncelab.lessons.worksheet;

import bouncelab.io.font.BundledFonts;
import bouncelab.io.font.BundledFonts.Face;
import com.openhtmltopdf.outputdevice.helper.BaseRendererBuilder.FontStyle;
import com.openhtmltopdf.pdfboxout.PdfRendererBuilder;
import com.openhtmltopdf.util.XRLog;
import org.apache.pdfbox.pdmodel.PDDocument;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * A worksheet's printable page ({@link WorksheetHtml#paged}) laid out as a PDF by openhtmltopdf: one file with its
 * pictures inside it and the app's own font (the very files the window draws with), so it prints the same on any
 * computer.
 */
public final class WorksheetPdf {
    /** The family the paged HTML asks for: the app's own, its four faces embedded (it has −, →, √, ½, ²…). */
    static final String FONT_FAMILY = BundledFonts.SANS;

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
        for (Face face : List.of(Face.SANS_REGULAR, Face.SANS_BOLD, Face.SANS_OBLIQUE, Face.SANS_BOLD_OBLIQUE)) {
            // the oblique faces answer font-style: italic, which is what the page asks for
            builder.useFont(face::open, FONT_FAMILY, face.bold() ? 700 : 400,
                    face.oblique() ? FontStyle.ITALIC : FontStyle.NORMAL, true);
        }
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
}
