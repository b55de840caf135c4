package bouncelab.io.image;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import javax.imageio.ImageIO;

/** Pictures for tests, made here: nothing large is kept in the repository. */
public final class TestPictures {
    private TestPictures() {}

    /** A picture {@code width} x {@code height} in {@code format} ("png", "jpg", "gif"), through ImageIO. */
    public static byte[] of(String format, int width, int height) {
        BufferedImage img = new BufferedImage(
                width, height, format.equals("gif") ? BufferedImage.TYPE_BYTE_INDEXED : BufferedImage.TYPE_INT_RGB);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            if (!ImageIO.write(img, format, out)) {
                throw new IllegalStateException("no writer for " + format);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /**
     * A whole, valid PNG of {@code width} x {@code height} one-bit pixels, all black: a few hundred KB that decode
     * to gigabytes (20000 x 20000 is 1.6 GB in a viewer's 4 bytes a pixel). Written here, row by row, not decoded.
     */
    public static byte[] bomb(int width, int height) {
        try {
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            DataOutputStream d = new DataOutputStream(png);
            d.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
            ByteArrayOutputStream ihdr = new ByteArrayOutputStream();
            DataOutputStream h = new DataOutputStream(ihdr);
            h.writeInt(width);
            h.writeInt(height);
            h.write(new byte[] {1, 0, 0, 0, 0}); // 1 bit, greyscale, deflate, no filter, no interlace
            chunk(d, "IHDR", ihdr.toByteArray());
            ByteArrayOutputStream idat = new ByteArrayOutputStream();
            byte[] row = new byte[1 + (width + 7) / 8]; // filter byte 0, then the row's bits
            try (DeflaterOutputStream z = new DeflaterOutputStream(idat, new Deflater(9), 1 << 16)) {
                for (int y = 0; y < height; y++) {
                    z.write(row);
                }
            }
            chunk(d, "IDAT", idat.toByteArray());
            chunk(d, "IEND", new byte[0]);
            return png.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void chunk(DataOutputStream d, String type, byte[] data) throws IOException {
        byte[] t = type.getBytes(StandardCharsets.US_ASCII);
        d.writeInt(data.length);
        d.write(t);
        d.write(data);
        CRC32 crc = new CRC32();
        crc.update(t);
        crc.update(data);
        d.writeInt((int) crc.getValue());
    }
}
