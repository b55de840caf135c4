package bouncelab.io.recovery;

import bouncelab.ChildJava;
import bouncelab.core.scenario.Scenario;
import bouncelab.io.scenario.ScenarioLoader;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Two copies of Bounce Lab open at once shared one recovery file: each overwrote the other's kept shot, a quit of one
 * deleted it, and after the other was killed its edits were gone with no Restore offered. Here a second Java is the
 * other copy: while it runs its shot is neither offered nor touched; killed, its shot is offered; a quit of this copy
 * forgets only its own.
 */
class TwoCopiesTest {
    private static final String SHOT = "{\"court\": {\"width\": 640, \"height\": 480}, \"dt\": %s,"
            + " \"ball\": {\"x\": 100, \"y\": 100, \"radius\": 7, \"vx\": 50, \"vy\": 30}}";

    /** The other copy: keeps a shot with the given dt, says so, and runs until its standard input ends. */
    public static final class OtherCopy {
        public static void main(String[] args) throws IOException {
            RecoveryStore store = new RecoveryStore(Path.of(args[0]));
            store.write(shot(Double.parseDouble(args[1])));
            System.out.println(store.file());
            System.out.flush();
            System.in.readAllBytes(); // killed here, or told to quit
            store.close();
        }
    }

    static Scenario shot(double dt) throws IOException {
        Path tmp = Files.createTempFile("shot", ".json");
        try {
            Files.writeString(tmp, String.format(Locale.ROOT, SHOT, dt));
            return ScenarioLoader.load(tmp);
        } finally {
            Files.delete(tmp);
        }
    }

    private static Process start(Path dir, double dt) throws IOException {
        return ChildJava.of(
                        List.of("-Xshare:auto", "-XX:TieredStopAtLevel=1"),
                        OtherCopy.class,
                        dir.toString(),
                        Double.toString(dt))
                .redirectError(ProcessBuilder.Redirect.INHERIT)
                .start();
    }

    private static Path keptBy(Process p) throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        String line = r.readLine();
        assertTrue(line != null, "the other copy kept nothing");
        return Path.of(line);
    }

    @Test
    void aKilledCopysShotIsOfferedAndAQuitForgetsOnlyItsOwn(@TempDir Path dir) throws Exception {
        Process other = start(dir, 0.05);
        try {
            Path theirs = keptBy(other);
            RecoveryStore mine = new RecoveryStore(dir);
            mine.write(shot(0.03));
            assertEquals(List.of(), mine.left(), "the other copy runs: its shot is not offered");
            assertEquals(0.05, ScenarioLoader.load(theirs).dt(), "nor written over");

            other.destroyForcibly();
            assertTrue(other.waitFor(30, TimeUnit.SECONDS));
            List<RecoveryStore.Left> left = mine.left();
            assertEquals(
                    List.of(theirs), left.stream().map(RecoveryStore.Left::file).toList(), "killed: offered");
            assertEquals(0.05, left.get(0).shot().scenario().dt());

            mine.close(); // this copy quits ("Don't save"): its own shot only
            assertFalse(Files.exists(mine.file()));
            assertTrue(Files.exists(theirs), "the killed copy's shot waits for the next start");
            RecoveryStore next = new RecoveryStore(dir);
            assertEquals(
                    List.of(theirs),
                    next.left().stream().map(RecoveryStore.Left::file).toList());
            next.left().get(0).forget();
            assertEquals(List.of(), new RecoveryStore(dir).left());
        } finally {
            other.destroyForcibly();
        }
    }

    @Test
    void theOtherCopysCleanQuitLeavesThisCopysShot(@TempDir Path dir) throws Exception {
        RecoveryStore mine = new RecoveryStore(dir);
        mine.write(shot(0.03));
        Process other = start(dir, 0.05);
        try {
            Path theirs = keptBy(other);
            other.getOutputStream().close(); // it quits cleanly
            assertTrue(other.waitFor(30, TimeUnit.SECONDS));
            assertEquals(0, other.exitValue());
            assertFalse(Files.exists(theirs));
            assertEquals(0.03, mine.read().orElseThrow().dt(), "this copy's shot is still kept");
            assertEquals(List.of(), mine.left());
        } finally {
            other.destroyForcibly();
        }
    }
}
