package bouncelab.cli;

import bouncelab.io.json.JsonObject;
import bouncelab.io.json.JsonString;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code vote} run in process: its first line, a vote over HTTP, standard input closed, the final tally. */
class VoteCommandTest {
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    /** Standard output as lines, as they are written. */
    private static final class Lines extends OutputStream {
        final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(line.toString(StandardCharsets.UTF_8));
                line.reset();
            } else {
                line.write(b);
            }
        }

        String next() throws InterruptedException {
            String s = lines.poll(60, TimeUnit.SECONDS);
            if (s == null) {
                throw new AssertionError("no line from vote within a minute");
            }
            return s;
        }
    }

    /** A vote command running in process: its standard input to close, its lines, its errors and its status. */
    private static final class Running {
        final PipedOutputStream typing = new PipedOutputStream();
        final Lines out = new Lines();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final int[] status = {-1};
        final Thread cli;

        Running(String... args) throws IOException {
            PipedInputStream stdin = new PipedInputStream(typing);
            cli = new Thread(() -> status[0] = BounceLabCli.run(args, new CliStreams(stdin, out, err)));
            cli.start();
        }
    }

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void servesUntilStandardInputClosesThenPrintsTheTally(@TempDir Path dir) throws Exception {
        Running vote = new Running(
                "vote",
                "--lesson",
                "06-tunnelling",
                "--question",
                "1",
                "--bind",
                "127.0.0.1",
                "--log-dir",
                dir.toString());
        Lines out = vote.out;

        JsonObject first = CliRun.parse(out.next());
        String url = ((JsonString) first.get("url")).value();
        String room = ((JsonString) first.get("room")).value();
        String token = ((JsonString) first.get("token")).value();
        assertTrue(url.matches("http://127\\.0\\.0\\.1:\\d+/"), url);
        assertTrue(room.matches("[A-Z]{4}"), room);

        HttpResponse<String> page =
                HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        String cookie = page.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
        HttpResponse<String> q = HTTP.send(
                HttpRequest.newBuilder(URI.create(url + "question?room=" + room))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertTrue(q.body().contains("Will the Pythagoras test see the paddle?"), q.body());
        // the frame's picture arrives once drawn: the worksheet's question picture, as a PNG
        for (int i = 0; i < 600 && !q.body().endsWith("\"picture\":true}"); i++) {
            Thread.sleep(100);
            q = HTTP.send(
                    HttpRequest.newBuilder(URI.create(url + "question?room=" + room))
                            .build(),
                    HttpResponse.BodyHandlers.ofString());
        }
        assertTrue(q.body().endsWith("\"picture\":true}"), q.body());
        HttpResponse<byte[]> picture = HTTP.send(
                HttpRequest.newBuilder(URI.create(url + "picture?room=" + room)).build(),
                HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, picture.statusCode());
        BufferedImage frame = ImageIO.read(new ByteArrayInputStream(picture.body()));
        assertTrue(frame.getWidth() >= 400 && frame.getHeight() >= 200, frame.getWidth() + " × " + frame.getHeight());
        HttpResponse<String> voted = HTTP.send(
                HttpRequest.newBuilder(URI.create(url + "vote"))
                        .header("Cookie", cookie)
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString("room=" + room + "&choice="
                                + URLEncoder.encode("no, the ball goes through", StandardCharsets.UTF_8)))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(204, voted.statusCode());
        assertEquals(
                "{\"total\":1,\"votes\":{\"yes, it bounces\":0,\"no, the ball goes through\":1}}",
                HTTP.send(
                                HttpRequest.newBuilder(URI.create(url + "tally?token=" + token))
                                        .build(),
                                HttpResponse.BodyHandlers.ofString())
                        .body());

        vote.typing.close();
        assertEquals("{\"total\":1,\"votes\":{\"yes, it bounces\":0,\"no, the ball goes through\":1}}", out.next());
        vote.cli.join(60_000);
        assertEquals(0, vote.status[0], vote.err.toString(StandardCharsets.UTF_8));
        assertEquals("", vote.err.toString(StandardCharsets.UTF_8));
        List<String> csv = Files.readAllLines(dir.resolve("votes.csv"));
        assertEquals(2, csv.size());
        assertTrue(
                csv.get(1)
                        .matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ,06-tunnelling,1,\"no, the ball goes "
                                + "through\",1,1,\"yes, it bounces\",0,\"no, the ball goes through\",1"),
                csv.get(1));
        // the server stopped with the vote
        assertTrue(assertRefusesConnection(url));
    }

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void withLangThePageAndTheQuestionAreInThatLanguage(@TempDir Path dir) throws Exception {
        Running vote = new Running(
                "vote", "--lesson", "06-tunnelling", "--question", "1", "--lang", "es", "--log-dir", dir.toString());
        Lines out = vote.out;
        JsonObject first = CliRun.parse(out.next());
        String url = ((JsonString) first.get("url")).value();
        String room = ((JsonString) first.get("room")).value();

        String page = HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString())
                .body();
        assertTrue(page.contains("<html lang=\"es\""), page);
        assertTrue(page.contains("Votación de la clase"), page);
        assertTrue(page.contains("Código de sala (en el proyector)"), page);
        assertTrue(!page.contains("Class vote") && !page.contains("Room code"), page);
        String q = HTTP.send(
                        HttpRequest.newBuilder(URI.create(url + "question?room=" + room))
                                .build(),
                        HttpResponse.BodyHandlers.ofString())
                .body();
        // the lesson's own Spanish question (lesson.es.md), its live values with a decimal comma where they have one
        assertTrue(q.contains("¿") && !q.contains("Will the Pythagoras test"), q);

        vote.typing.close();
        out.next(); // the tally
        vote.cli.join(60_000);
        assertEquals(0, vote.status[0], vote.err.toString(StandardCharsets.UTF_8));
    }

    private static boolean assertRefusesConnection(String url) throws InterruptedException {
        try {
            HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    @Test
    void badUsageIsOneLineAndStatusTwo(@TempDir Path dir) {
        String log = dir.toString();
        for (String[] args : List.of(
                new String[] {"vote", "--lesson", "no-such", "--question", "1", "--log-dir", log},
                new String[] {"vote", "--lesson", "06-tunnelling", "--question", "99", "--log-dir", log},
                new String[] {
                    "vote", "--lesson", "06-tunnelling", "--question", "1", "--bind", "0.0.0.0", "--log-dir", log
                },
                new String[] {
                    "vote", "--lesson", "06-tunnelling", "--question", "1", "--bind", "8.8.8.8", "--log-dir", log
                },
                new String[] {
                    "vote", "--lesson", "06-tunnelling", "--question", "1", "--port", "70000", "--log-dir", log
                },
                new String[] {"vote", "--lesson", "06-tunnelling"})) {
            CliRun r = CliRun.run(args);
            assertEquals(2, r.status(), String.join(" ", args) + ": " + r.err());
            assertEquals("", r.out());
            assertEquals(1, r.err().lines().count(), r.err());
        }
        assertTrue(Files.notExists(dir.resolve("votes.csv")));
    }
}
