package bouncelab.io.image;

import bouncelab.io.refusal.Refusal;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * A picture's size in pixels, read from its PNG, JPEG or GIF header without decoding it: a small file may decode to
 * gigabytes, and the size must be known before anything is decoded. Reads only as far as the size (a JPEG's frame
 * header, a GIF's every frame descriptor), never the pixels.
 */
public final class PictureHeader {
    private PictureHeader() {}

    /** A picture's width and height in pixels (a GIF's: what its frames cover). */
    public record Size(int width, int height) {}

    /** The stream is not a PNG, JPEG or GIF whose size can be read; the message says so in words. */
    public static final class Unreadable extends IOException {
        private final Refusal why;

        Unreadable(String key, Object... args) {
            this(Refusal.of(key, args));
        }

        private Unreadable(Refusal why) {
            super(why.english());
            this.why = why;
        }

        /** What is wrong, to be said in a language; the message is its English. */
        public Refusal why() {
            return why;
        }
    }

    /** Reads the size at the start of {@code in}; the stream is left part read and not closed. */
    public static Size read(InputStream in) throws IOException {
        DataInputStream d = new DataInputStream(new BufferedInputStream(in));
        try {
            int b0 = d.readUnsignedByte();
            int b1 = d.readUnsignedByte();
            if (b0 == 0x89 && b1 == 'P') {
                return png(d);
            }
            if (b0 == 0xFF && b1 == 0xD8) {
                return jpeg(d);
            }
            if (b0 == 'G' && b1 == 'I') {
                return gif(d);
            }
        } catch (EOFException e) {
            throw new Unreadable("picture.cutShort");
        }
        throw new Unreadable("picture.notPicture");
    }

    private static Size png(DataInputStream d) throws IOException {
        byte[] rest = new byte[14]; // the signature's last 6 bytes, IHDR's length and type
        d.readFully(rest);
        String type = new String(rest, 10, 4, StandardCharsets.ISO_8859_1);
        if (rest[0] != 'N' || rest[1] != 'G' || !type.equals("IHDR")) {
            throw new Unreadable("picture.notPng");
        }
        return size(Integer.toUnsignedLong(d.readInt()), Integer.toUnsignedLong(d.readInt()));
    }

    private static Size jpeg(DataInputStream d) throws IOException {
        while (true) {
            int b = d.readUnsignedByte();
            if (b != 0xFF) {
                throw new Unreadable("picture.jpegMarker");
            }
            int marker = d.readUnsignedByte();
            while (marker == 0xFF) { // fill bytes before a marker
                marker = d.readUnsignedByte();
            }
            if (marker == 0x01 || marker >= 0xD0 && marker <= 0xD7) {
                continue; // markers without a length
            }
            if (marker == 0xD9 || marker == 0xDA) {
                throw new Unreadable("picture.jpegNoSize");
            }
            int length = d.readUnsignedShort();
            if (length < 2) {
                throw new Unreadable("picture.jpegSegment");
            }
            boolean frame = marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
            if (frame) {
                d.readUnsignedByte(); // precision
                int height = d.readUnsignedShort();
                int width = d.readUnsignedShort();
                if (height == 0) {
                    throw new Unreadable("picture.jpegNoHeight");
                }
                return size(width, height);
            }
            d.skipNBytes(length - 2);
        }
    }

    private static Size gif(DataInputStream d) throws IOException {
        byte[] sig = new byte[4];
        d.readFully(sig);
        if (sig[0] != 'F' || sig[1] != '8' || sig[3] != 'a') {
            throw new Unreadable("picture.notGif");
        }
        long width = le16(d);
        long height = le16(d);
        int packed = d.readUnsignedByte();
        d.skipNBytes(2); // background colour, aspect
        if ((packed & 0x80) != 0) {
            d.skipNBytes(3L << ((packed & 7) + 1));
        }
        // each frame may reach past the screen the header gives, and is decoded at its own size
        while (true) {
            int block = d.read();
            if (block == 0x3B || block == -1) {
                return size(width, height);
            }
            if (block == 0x21) {
                d.readUnsignedByte(); // the extension's label
                skipSubBlocks(d);
            } else if (block == 0x2C) {
                long left = le16(d);
                long top = le16(d);
                width = Math.max(width, left + le16(d));
                height = Math.max(height, top + le16(d));
                int local = d.readUnsignedByte();
                if ((local & 0x80) != 0) {
                    d.skipNBytes(3L << ((local & 7) + 1));
                }
                d.readUnsignedByte(); // LZW code size
                skipSubBlocks(d);
            } else {
                throw new Unreadable("picture.gifBlock");
            }
        }
    }

    private static void skipSubBlocks(DataInputStream d) throws IOException {
        for (int n = d.readUnsignedByte(); n != 0; n = d.readUnsignedByte()) {
            d.skipNBytes(n);
        }
    }

    private static long le16(DataInputStream d) throws IOException {
        int lo = d.readUnsignedByte();
        return lo | (long) d.readUnsignedByte() << 8;
    }

    private static Size size(long width, long height) throws Unreadable {
        if (width <= 0 || height <= 0 || width > Integer.MAX_VALUE || height > Integer.MAX_VALUE) {
            throw new Unreadable("picture.badSize", String.valueOf(width), String.valueOf(height));
        }
        return new Size((int) width, (int) height);
    }
}
