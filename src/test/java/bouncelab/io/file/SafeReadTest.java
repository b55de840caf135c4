package bouncelab.io.file;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** SafeRead: the text of an ordinary UTF-8 file, or one line with the file, the line and what is wrong. */
class SafeReadTest {

    /** UTF-16 with no byte-order mark, as Notepad's "Unicode" may save it, is said for what it is. */
    @Test
    void utf16WithoutItsMarkIsSaidForWhatItIs() {
        for (var charset : java.util.List.of(StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE)) {
            SafeRead.Refused r = assertThrows(
                    SafeRead.Refused.class, () -> SafeRead.utf8("{\"court\": {}}".getBytes(charset), "shot.json"));
            assertEquals("file.utf16", r.why().key(), charset.name());
        }
        assertEquals("{}", assertDoesNotThrowText("{}"));
    }

    private static String assertDoesNotThrowText(String text) {
        try {
            return SafeRead.utf8(text.getBytes(StandardCharsets.UTF_8), "x");
        } catch (SafeRead.Refused e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void linesEndAtLfCrLfOrALoneCr() {
        byte[] text = "a\nb\r\nc\rd\r\re".getBytes(StandardCharsets.US_ASCII);
        assertEquals(1, SafeRead.lineAt(text, 0));
        assertEquals(2, SafeRead.lineAt(text, 2));
        assertEquals(3, SafeRead.lineAt(text, 5)); // after \r\n: one line on, not two
        assertEquals(4, SafeRead.lineAt(text, 7)); // after a lone \r
        assertEquals(6, SafeRead.lineAt(text, 10)); // two lone \r
    }

    @Test
    void readsAnOrdinaryFileAndRefusesTheRestInOneLine(@TempDir Path dir) throws IOException {
        Path ok = Files.writeString(dir.resolve("ok.txt"), "caf\u00e9\r\n");
        assertEquals("caf\u00e9\r\n", SafeRead.text(ok, "ok.txt", 100));
        SafeRead.Refused big = assertThrows(SafeRead.Refused.class, () -> SafeRead.text(ok, "ok.txt", 4));
        assertEquals(
                "ok.txt:0: cannot read the file: it is 7 bytes, and a file may be at most 4 bytes", big.getMessage());
        Files.write(ok, new byte[] {'a', '\r', '\r', 'b', (byte) 0xC3, '(', '\n'});
        SafeRead.Refused latin = assertThrows(SafeRead.Refused.class, () -> SafeRead.text(ok, "o\u001bk", 100));
        assertEquals(3, latin.line());
        assertEquals(
                "oU+001Bk:3: not UTF-8 text: byte 0xC3 is not part of a UTF-8 character; save the file as UTF-8",
                latin.getMessage());
        assertEquals(
                "it does not exist",
                assertThrows(SafeRead.Refused.class, () -> SafeRead.text(dir.resolve("gone"), "gone", 100))
                        .problem()
                        .replace("cannot read the file: ", ""));
    }
}
