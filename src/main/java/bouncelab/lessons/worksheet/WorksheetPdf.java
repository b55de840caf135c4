package bouncelab.lessons.worksheet;

import bouncelab.io.font.BundledFonts;
import bouncelab.io.font.BundledFonts.Face;
import bouncelab.io.pdf.HtmlPdf;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * A worksheet's printable page ({@link WorksheetHtml#paged}) laid out as a PDF by the app's one PDF maker
 * ({@link HtmlPdf}): one file with its pictures inside it and the app's own font (the very files the window draws
 * with), so it prints the same on any computer.
 */
public final class WorksheetPdf {
    /** The family the paged HTML asks for: the app's own, its four faces embedded (it has −, →, √, ½, ²…). */
    static final String FONT_FAMILY = BundledFonts.SANS;

    private WorksheetPdf() {}

    /** The PDF of a page written by {@link WorksheetHtml#paged} (well-formed XHTML, pictures as data URIs). */
    public static byte[] render(String xhtml) throws IOException {
        // the mono faces for Work it out's sums, set as the working is (their − and √ are in them too)
        return HtmlPdf.render(
                xhtml,
                List.of(
                        Face.SANS_REGULAR,
                        Face.SANS_BOLD,
                        Face.SANS_OBLIQUE,
                        Face.SANS_BOLD_OBLIQUE,
                        Face.MONO_REGULAR,
                        Face.MONO_BOLD),
                "the worksheet");
    }

    /** How many pages a PDF has. */
    public static int pages(byte[] pdf) throws IOException {
        try (PDDocument doc = PDDocument.load(pdf)) {
            return doc.getNumberOfPages();
        }
    }
}
