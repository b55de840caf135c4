package bouncelab.io.image;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageTypeSpecifier;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;
import javax.imageio.metadata.IIOInvalidTreeException;
import javax.imageio.metadata.IIOMetadata;
import javax.imageio.metadata.IIOMetadataNode;
import javax.imageio.stream.ImageOutputStream;

/**
 * Frames as one animated GIF for slides, with the JDK's own GIF writer: each frame's delay in its graphic control
 * block, and the NETSCAPE2.0 extension to loop for ever.
 */
public final class AnimatedGif {
    /** Browsers and slide programs show a delay under 2 hundredths as 10; never write one. */
    public static final int MIN_DELAY_CS = 2;

    private AnimatedGif() {}

    /** The delay in hundredths of a second for frames shown {@code seconds} apart. */
    public static int delayFor(double seconds) {
        return Math.max(MIN_DELAY_CS, (int) Math.round(seconds * 100));
    }

    public static void write(List<BufferedImage> frames, int delayCs, OutputStream out) throws IOException {
        if (frames.isEmpty()) {
            throw new IllegalArgumentException("no frames to write");
        }
        ImageWriter writer = ImageIO.getImageWritersByFormatName("gif").next();
        try (ImageOutputStream ios = PngBytes.memory(out)) { // never a cache file in the temporary folder
            writer.setOutput(ios);
            writer.prepareWriteSequence(null);
            for (BufferedImage frame : frames) {
                BufferedImage rgb = toRgb(frame);
                ImageWriteParam param = writer.getDefaultWriteParam();
                IIOMetadata meta =
                        writer.getDefaultImageMetadata(ImageTypeSpecifier.createFromRenderedImage(rgb), param);
                configure(meta, delayCs);
                writer.writeToSequence(new IIOImage(rgb, null, meta), param);
            }
            writer.endWriteSequence();
        } finally {
            writer.dispose();
        }
    }

    /** GIF has no alpha worth keeping here, and the writer wants a plain RGB picture. */
    private static BufferedImage toRgb(BufferedImage img) {
        if (img.getType() == BufferedImage.TYPE_INT_RGB) {
            return img;
        }
        BufferedImage rgb = new BufferedImage(img.getWidth(), img.getHeight(), BufferedImage.TYPE_INT_RGB);
        var g = rgb.createGraphics();
        g.drawImage(img, 0, 0, null);
        g.dispose();
        return rgb;
    }

    private static void configure(IIOMetadata meta, int delayCs) throws IIOInvalidTreeException {
        String format = meta.getNativeMetadataFormatName();
        IIOMetadataNode root = (IIOMetadataNode) meta.getAsTree(format);
        IIOMetadataNode gce = child(root, "GraphicControlExtension");
        gce.setAttribute("disposalMethod", "none");
        gce.setAttribute("userInputFlag", "FALSE");
        gce.setAttribute("transparentColorFlag", "FALSE");
        gce.setAttribute("delayTime", Integer.toString(delayCs));
        gce.setAttribute("transparentColorIndex", "0");
        IIOMetadataNode apps = child(root, "ApplicationExtensions");
        IIOMetadataNode app = new IIOMetadataNode("ApplicationExtension");
        app.setAttribute("applicationID", "NETSCAPE");
        app.setAttribute("authenticationCode", "2.0");
        app.setUserObject(new byte[] {1, 0, 0}); // sub-block 1, loop count 0: for ever
        apps.appendChild(app);
        meta.setFromTree(format, root);
    }

    private static IIOMetadataNode child(IIOMetadataNode root, String name) {
        for (int i = 0; i < root.getLength(); i++) {
            if (root.item(i).getNodeName().equalsIgnoreCase(name)) {
                return (IIOMetadataNode) root.item(i);
            }
        }
        IIOMetadataNode node = new IIOMetadataNode(name);
        root.appendChild(node);
        return node;
    }
}
