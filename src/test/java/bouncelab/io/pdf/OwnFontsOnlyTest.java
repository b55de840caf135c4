package bouncelab.io.pdf;

import bouncelab.io.font.BundledFonts.Face;
import java.io.IOException;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.font.FontMappers;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A PDF made here never sends PDFBox to the computer's fonts: its own mapper would scan them, write
 * ~/.pdfbox.cache and warn on the teacher's command line. A font asked for by name is answered with ours.
 */
class OwnFontsOnlyTest {
    @Test
    void aStandardFontAskedForIsOurSansAndTheMachineIsNeverAsked() throws IOException {
        byte[] pdf = HtmlPdf.render(
                "<html><body><p>Helvetica asked, DejaVu given</p></body></html>", List.of(Face.SANS_REGULAR), "a page");
        try (PDDocument doc = PDDocument.load(pdf)) {
            assertEquals(1, doc.getNumberOfPages());
        }
        assertInstanceOf(OwnFontsOnly.class, FontMappers.instance());
        var helvetica = FontMappers.instance().getFontBoxFont("Helvetica", null);
        assertTrue(helvetica.isFallback());
        assertEquals("DejaVuSans", helvetica.getFont().getName());
        assertEquals(
                "DejaVuSans",
                FontMappers.instance().getTrueTypeFont("Arial", null).getFont().getName());
    }
}
