package bouncelab.io.pdf;

import bouncelab.io.font.BundledFonts.Face;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import org.apache.fontbox.FontBoxFont;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.pdmodel.font.CIDFontMapping;
import org.apache.pdfbox.pdmodel.font.FontMapper;
import org.apache.pdfbox.pdmodel.font.FontMapping;
import org.apache.pdfbox.pdmodel.font.PDCIDSystemInfo;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;
import org.jspecify.annotations.Nullable;

/**
 * PDFBox's font mapper, told never to look at the computer's fonts. Its own mapper, asked for a font a PDF names but
 * does not carry (openhtmltopdf registers the fourteen standard ones, which our pages never use), scans every font
 * file on the machine, writes {@code ~/.pdfbox.cache} and warns on the command line that it is "building on-disk font
 * cache". Our pages embed every face they use, so any font asked for here is answered with our own sans, as a
 * fallback: the same on every machine, and nothing read or written outside the app.
 */
final class OwnFontsOnly implements FontMapper {
    private @Nullable TrueTypeFont sans;

    private synchronized TrueTypeFont sans() {
        if (sans == null) {
            try (InputStream in = Face.SANS_REGULAR.open()) {
                sans = new TTFParser().parse(in);
            } catch (IOException e) {
                throw new UncheckedIOException(e); // the jar's own font: only a broken build lacks it
            }
        }
        return sans;
    }

    @Override
    public FontMapping<TrueTypeFont> getTrueTypeFont(String baseFont, @Nullable PDFontDescriptor descriptor) {
        return new FontMapping<>(sans(), true);
    }

    @Override
    public FontMapping<FontBoxFont> getFontBoxFont(String baseFont, @Nullable PDFontDescriptor descriptor) {
        return new FontMapping<>(sans(), true);
    }

    @Override
    public CIDFontMapping getCIDFont(
            String baseFont, @Nullable PDFontDescriptor descriptor, @Nullable PDCIDSystemInfo systemInfo) {
        return new CIDFontMapping(null, sans(), true);
    }
}
