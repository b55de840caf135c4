package bouncelab.io.image;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import javax.imageio.ImageIO;
import javax.imageio.stream.ImageInputStream;
import javax.imageio.stream.MemoryCacheImageInputStream;
import org.jspecify.annotations.Nullable;

/**
 * Whether a picture's bytes decode whole: a header can promise 4,000 × 4,000 pixels over 200 bytes, or a file be cut
 * short. {@code check-lessons} had passed such a lesson, and the window then showed "picture not shown" where it
 * should be. Read in memory (no cache file in the temporary folder); the caller has held the bytes to their caps.
 */
public final class PictureDecodes {
    private PictureDecodes() {}

    /** Null if {@code in} decodes to a picture; else why not, in the decoder's words, or "" when it gives none. */
    public static @Nullable String problem(InputStream in) {
        try {
            ImageInputStream stream = new MemoryCacheImageInputStream(in);
            BufferedImage image = ImageIO.read(stream); // which closes the stream itself
            return image == null ? "" : null;
        } catch (IOException | RuntimeException e) {
            return e.getMessage() == null ? "" : e.getMessage();
        }
    }
}
