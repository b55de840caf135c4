package bouncelab.cli;

import bouncelab.ChildJava;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code vote} stopped rather than ended by closing its standard input (a script's {@code kill}, Ctrl+C): the issue's
 * contract is the same as for a closed input, the final tally as one JSON line and status 0. (Windows has no SIGTERM
 * for a process to catch; destroy() there ends it outright.)
 */
@DisabledOnOs(OS.WINDOWS)
class VoteStoppedTest {
    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void aStoppedVotePrintsItsTallyAndExitsZero(@TempDir Path dir) throws Exception {
        Process vote = ChildJava.of(
                        List.of("-Duser.home=" + dir),
                        "bouncelab.Launcher",
                        "vote",
                        "--lesson",
                        "06-tunnelling",
                        "--question",
                        "1",
                        "--log-dir",
                        dir.toString())
                .start();
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(vote.getInputStream(), StandardCharsets.UTF_8))) {
            String first = out.readLine();
            assertTrue(first != null && first.startsWith("{\"url\":\"http://127.0.0.1:"), String.valueOf(first));

            // SIGTERM from outside, as a script's kill does (Process.destroy would also close our end of its output);
            // its standard input stays open
            assertEquals(
                    0,
                    new ProcessBuilder("kill", "-TERM", Long.toString(vote.pid()))
                            .start()
                            .waitFor());
            assertEquals(
                    "{\"total\":0,\"votes\":{\"yes, it bounces\":0,\"no, the ball goes through\":0}}", out.readLine());
            assertTrue(vote.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, vote.exitValue(), new String(vote.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
            assertEquals(2, Files.readAllLines(dir.resolve("votes.csv")).size());
        } finally {
            vote.destroyForcibly();
        }
    }
}
