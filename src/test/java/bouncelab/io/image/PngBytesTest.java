package bouncelab.io.image;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A PNG export to a full disk printed its one line and then a StreamCloser NullPointerException trace: ImageIO.write
 * to a stream caches through a temporary file of its own, which failed on the full disk and was never closed. The
 * app's pictures and GIFs are encoded with the cache in memory: nothing is written to the temporary folder.
 */
class PngBytesTest {

    /**
     * The temporary folder cannot take a file (here it is gone, as good as full): ImageIO.write failed with "Can't
     * create cache file!"; the app's encoders do not care.
     */
    @Test
    void pngsAndGifsAreEncodedWithoutATemporaryFile(@TempDir Path dir) throws IOException {
        boolean was = ImageIO.getUseCache();
        File wasDir = ImageIO.getCacheDirectory();
        Path cache = Files.createDirectories(dir.resolve("cache"));
        try {
            ImageIO.setUseCache(true);
            ImageIO.setCacheDirectory(cache.toFile()); // where ImageIO.write's cache file would go
            Files.delete(cache);
            BufferedImage img = new BufferedImage(64, 48, BufferedImage.TYPE_INT_ARGB);
            byte[] png = PngBytes.of(img);
            assertEquals(new PictureHeader.Size(64, 48), PictureHeader.read(new ByteArrayInputStream(png)));
            ByteArrayOutputStream gif = new ByteArrayOutputStream();
            AnimatedGif.write(List.of(img, img), 10, gif);
            assertEquals('G', gif.toByteArray()[0]);
            // as it was: the encoder through ImageIO.write's own cache fails, and not even with an IOException
            Assertions.assertThrows(
                    IllegalArgumentException.class, () -> ImageIO.write(img, "png", new ByteArrayOutputStream()));
        } finally {
            ImageIO.setCacheDirectory(wasDir);
            ImageIO.setUseCache(was);
        }
    }
}
