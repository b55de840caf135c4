package bouncelab.io.image;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Iterator;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriter;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;

/**
 * A picture encoded as PNG in memory, for the atomic writer to put on the disk. Not ImageIO.write: given a stream,
 * it caches through a temporary file of its own in the system's temporary folder, and on a full disk it failed
 * there, left that stream open and printed a {@code StreamCloser} NullPointerException trace at exit. Here the
 * cache is memory, and the stream is closed and the writer disposed whatever happens.
 */
public final class PngBytes {
    private PngBytes() {}

    public static byte[] of(BufferedImage image) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Iterator<ImageWriter> writers = ImageIO.getImageWritersByFormatName("png");
        if (!writers.hasNext()) {
            throw new IOException("no PNG writer available");
        }
        ImageWriter writer = writers.next();
        try (ImageOutputStream out = memory(bytes)) {
            writer.setOutput(out);
            writer.write(new IIOImage(image, null, null));
        } finally {
            writer.dispose();
        }
        return bytes.toByteArray();
    }

    /** An image stream cached in memory, never in a temporary file; closing it does not close {@code out}. */
    static ImageOutputStream memory(OutputStream out) {
        return new MemoryCacheImageOutputStream(out);
    }
}
