package bouncelab.io.image;

import bouncelab.io.file.AtomicFile;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReader;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageInputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Node;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The GIF read back by the JDK's reader: every frame, its delay, and the loop. */
class AnimatedGifTest {

    @Test
    void framesDelayAndLoopReadBack(@TempDir Path dir) throws Exception {
        Color[] colours = {Color.RED, Color.GREEN, Color.BLUE};
        List<BufferedImage> frames = new ArrayList<>();
        for (Color c : colours) {
            BufferedImage img = new BufferedImage(40, 30, BufferedImage.TYPE_INT_ARGB);
            var g = img.createGraphics();
            g.setColor(c);
            g.fillRect(0, 0, 40, 30);
            g.dispose();
            frames.add(img);
        }
        Path gif = dir.resolve("a.gif");
        AtomicFile.write(gif, out -> AnimatedGif.write(frames, 7, out));

        try (ImageInputStream in = ImageIO.createImageInputStream(Files.newInputStream(gif))) {
            ImageReader reader = ImageIO.getImageReadersByFormatName("gif").next();
            reader.setInput(in);
            assertEquals(3, reader.getNumImages(true));
            for (int i = 0; i < 3; i++) {
                BufferedImage img = reader.read(i);
                assertEquals(40, img.getWidth());
                assertEquals(30, img.getHeight());
                assertEquals(colours[i].getRGB(), img.getRGB(20, 15));
                IIOMetadataNode root =
                        (IIOMetadataNode) reader.getImageMetadata(i).getAsTree("javax_imageio_gif_image_1.0");
                assertEquals(
                        "7",
                        find(root, "GraphicControlExtension")
                                .getAttributes()
                                .getNamedItem("delayTime")
                                .getNodeValue());
            }
            IIOMetadataNode first =
                    (IIOMetadataNode) reader.getImageMetadata(0).getAsTree("javax_imageio_gif_image_1.0");
            IIOMetadataNode app = (IIOMetadataNode) find(root(first, "ApplicationExtensions"), "ApplicationExtension");
            assertEquals("NETSCAPE", app.getAttribute("applicationID"));
            byte[] loop = (byte[]) app.getUserObject();
            assertEquals(0, loop[1] | loop[2], "loops for ever");
        }
    }

    @Test
    void delaysAreInHundredthsAndNeverTooShortToShow() {
        assertEquals(2, AnimatedGif.delayFor(1.0 / 60));
        assertEquals(17, AnimatedGif.delayFor(1.0 / 6));
        assertTrue(AnimatedGif.delayFor(0) >= AnimatedGif.MIN_DELAY_CS);
    }

    private static IIOMetadataNode root(IIOMetadataNode root, String name) {
        return (IIOMetadataNode) find(root, name);
    }

    private static Node find(Node root, String name) {
        for (Node n = root.getFirstChild(); n != null; n = n.getNextSibling()) {
            if (n.getNodeName().equals(name)) {
                return n;
            }
        }
        throw new AssertionError("no " + name);
    }
}
