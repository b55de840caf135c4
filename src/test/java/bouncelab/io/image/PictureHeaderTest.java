package bouncelab.io.image;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A picture's size, read from its header and never decoded. */
class PictureHeaderTest {

    private static PictureHeader.Size size(byte[] bytes) throws IOException {
        return PictureHeader.read(new ByteArrayInputStream(bytes));
    }

    @Test
    void readsTheSizeOfAPngAJpegAndAGif() throws IOException {
        assertEquals(new PictureHeader.Size(31, 17), size(TestPictures.of("png", 31, 17)));
        assertEquals(new PictureHeader.Size(31, 17), size(TestPictures.of("jpg", 31, 17)));
        assertEquals(new PictureHeader.Size(31, 17), size(TestPictures.of("gif", 31, 17)));
    }

    /** The bomb: a few hundred KB, 20000 x 20000 pixels; its size is known from its first 24 bytes. */
    @Test
    void aPictureBombIsMeasuredWithoutBeingDecoded() throws IOException {
        byte[] bomb = TestPictures.bomb(20_000, 20_000);
        assertTrue(bomb.length < 1 << 20, bomb.length + " bytes");
        assertEquals(new PictureHeader.Size(20_000, 20_000), size(Arrays.copyOf(bomb, 24)));
    }

    /** A GIF's frame may reach past the screen its header gives; the frame is what is decoded. */
    @Test
    void aGifFrameLargerThanItsScreenCounts() throws IOException {
        byte[] gif = {
            'G', 'I', 'F', '8', '9', 'a', 10, 0, 10, 0, 0, 0, 0, 0x2C, 0, 0, 0, 0, 0x20, 0x4E, 0x20, 0x4E, 0, 2, 0, 0x3B
        }; // one frame of 20000 x 20000
        assertEquals(new PictureHeader.Size(20_000, 20_000), size(gif));
    }

    @Test
    void whatIsNoPictureIsSaidInWords() {
        assertEquals(
                "it is not a PNG, JPEG or GIF picture",
                assertThrows(PictureHeader.Unreadable.class, () -> size("SECRET".getBytes(StandardCharsets.UTF_8)))
                        .getMessage());
        assertEquals(
                "its header is cut short",
                assertThrows(PictureHeader.Unreadable.class, () -> size(new byte[] {(byte) 0x89, 'P', 'N', 'G'}))
                        .getMessage());
    }
}
