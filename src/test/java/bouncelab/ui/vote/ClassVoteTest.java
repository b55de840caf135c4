package bouncelab.ui.vote;

import bouncelab.ui.ShownWindow;
import bouncelab.vote.VoteLog;
import bouncelab.vote.VoteQuestion;
import bouncelab.vote.VoteServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.ListChangeListener;
import javafx.embed.swing.SwingFXUtils;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.image.ImageView;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The class vote on the projector: the model without a window (lock, count, reveal, log), then the view under
 * headless Monocle, with phones voting over the loopback.
 */
@ExtendWith(ApplicationExtension.class)
class ClassVoteTest {
    static final VoteQuestion QUESTION = new VoteQuestion(
            "06-tunnelling",
            1,
            "Frame 10 takes the ball from x = 690 to x = 720. Will the Pythagoras test see the paddle?",
            List.of("yes, it bounces", "no, the ball goes through"),
            "no, the ball goes through",
            10);
    private static final HttpClient HTTP =
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-04T09:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path dir;

    private Stage stage;
    private ClassVoteModel model;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @AfterEach
    void closeVote() {
        if (model != null) {
            model.close();
        }
    }

    private ClassVoteModel model(SimpleIntegerProperty frame) {
        model = new ClassVoteModel(
                QUESTION,
                frame,
                q -> VoteServer.start(q, VoteServer.Config.of(InetAddress.getLoopbackAddress(), 0)),
                new VoteLog(dir),
                CLOCK);
        return model;
    }

    /** A phone: loads the page for its cookie, votes. */
    private static void phoneVotes(String studentUrl, String room, String choice) throws Exception {
        String base = studentUrl.substring(0, studentUrl.indexOf('?'));
        HttpResponse<String> page =
                HTTP.send(HttpRequest.newBuilder(URI.create(studentUrl)).build(), HttpResponse.BodyHandlers.ofString());
        String cookie = page.headers().firstValue("Set-Cookie").orElseThrow().split(";")[0];
        HttpResponse<String> r = HTTP.send(
                HttpRequest.newBuilder(URI.create(base + "vote"))
                        .header("Cookie", cookie)
                        .header("Content-Type", "application/x-www-form-urlencoded")
                        .POST(HttpRequest.BodyPublishers.ofString(
                                "room=" + room + "&choice=" + URLEncoder.encode(choice, StandardCharsets.UTF_8)))
                        .build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(204, r.statusCode());
    }

    @Test
    void theModelLocksCountsRevealsAndLogs() throws Exception {
        SimpleIntegerProperty frame = new SimpleIntegerProperty(9);
        ClassVoteModel m = model(frame);
        assertTrue(m.open());
        assertTrue(
                m.urlProperty().get().matches("http://127\\.0\\.0\\.1:\\d+/\\?room=[A-Z]{4}"),
                m.urlProperty().get());
        // the address a student types is the model's own, the link without its room, not cut out of the link by a view
        assertTrue(
                m.typedAddressProperty().get().matches("http://127\\.0\\.0\\.1:\\d+/"),
                m.typedAddressProperty().get());
        assertEquals(
                m.urlProperty().get(),
                m.typedAddressProperty().get() + "?room=" + m.roomProperty().get());
        frame.set(10);
        assertEquals(9, frame.get(), "stepping past the question's frame is locked while the vote is open");
        frame.set(3);
        assertEquals(3, frame.get(), "stepping back is not");
        phoneVotes(m.urlProperty().get(), m.roomProperty().get(), "yes, it bounces");
        phoneVotes(m.urlProperty().get(), m.roomProperty().get(), "no, the ball goes through");
        phoneVotes(m.urlProperty().get(), m.roomProperty().get(), "no, the ball goes through");
        m.refresh();
        assertEquals(3, m.votesProperty().get());
        assertTrue(m.split().isEmpty(), "no split while open");

        m.reveal();
        assertFalse(m.openProperty().get());
        assertEquals(10, frame.get(), "Reveal steps to the answer's frame");
        assertEquals(
                List.of(
                        new ClassVoteModel.Bar("yes, it bounces", 1, false),
                        new ClassVoteModel.Bar("no, the ball goes through", 2, true)),
                m.split());
        frame.set(12);
        assertEquals(12, frame.get(), "unlocked once closed");
        assertEquals(
                "2026-03-04T09:00:00Z,06-tunnelling,1,\"no, the ball goes through\",3,2,\"yes, it bounces\",1,"
                        + "\"no, the ball goes through\",2",
                Files.readAllLines(dir.resolve("votes.csv")).get(1));
        String url = m.urlProperty().get();
        assertTrue(refused(url), "the server stopped with the vote");
    }

    /** The projector listens to the split for the whole vote: a garbage collection in between must not end that. */
    @Test
    void aListenerToTheSplitStillHearsTheRevealAfterACollection() throws Exception {
        ClassVoteModel m = model(new SimpleIntegerProperty(9));
        List<Integer> heard = new ArrayList<>();
        m.split().addListener((ListChangeListener<ClassVoteModel.Bar>)
                c -> heard.add(m.split().size()));
        for (int i = 0; i < 3; i++) {
            System.gc();
        }
        assertTrue(m.open());
        m.reveal();
        assertEquals(List.of(2), heard, "the listener heard the split's two bars once");
    }

    private static boolean refused(String url) throws InterruptedException {
        try {
            HTTP.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    /** On a large projector the window grows with the screen and its words with it; on a small one it fits. */
    @Test
    void theWindowGrowsWithALargeScreenAndItsWordsWithIt(FxRobot robot) throws Exception {
        assertArrayEquals(new double[] {1632, 918}, VoteWindowFit.windowSize(new Rectangle2D(0, 0, 1920, 1080)));
        assertArrayEquals(new double[] {1024, 720}, VoteWindowFit.windowSize(new Rectangle2D(0, 0, 1024, 768)));
        assertArrayEquals(new double[] {800, 600}, VoteWindowFit.windowSize(new Rectangle2D(0, 0, 800, 600)));
        ClassVoteModel m = model(new SimpleIntegerProperty(9));
        ClassVoteView[] view = new ClassVoteView[1];
        robot.interact(() -> {
            assertTrue(m.open());
            view[0] = new ClassVoteView(m, stage::hide);
            Scene scene = new Scene(VoteWindowFit.fitted(view[0]), 1632, 918);
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            stage.setScene(scene);
        });
        double scale = bouncelab.ui.ShownWindow.onFx(() -> view[0].getScaleX());
        assertEquals(1.275, scale, 1e-9, "918 / 720");
        robot.interact(view[0]::dispose);
    }

    @Test
    void theProjectorShowsTheRoomAndCountThenTheSplit(FxRobot robot) throws Exception {
        SimpleIntegerProperty frame = new SimpleIntegerProperty(9);
        ClassVoteModel m = model(frame);
        ClassVoteView[] view = new ClassVoteView[1];
        robot.interact(() -> {
            assertTrue(m.open());
            view[0] = new ClassVoteView(m, stage::hide);
            stage.setScene(new Scene(new StackPane(view[0]), 1024, 768));
            stage.show();
        });
        assertEquals(
                m.roomProperty().get(),
                robot.from(stage.getScene().getRoot())
                        .lookup("#class-vote-room")
                        .queryLabeled()
                        .getText());
        assertNotNull(robot.from(stage.getScene().getRoot())
                .lookup("#class-vote-qr")
                .queryAs(ImageView.class)
                .getImage());
        // the address to type, the room typed on the page: the whole link had broken inside the room's code
        String address = robot.from(stage.getScene().getRoot())
                .lookup("#class-vote-url")
                .queryLabeled()
                .getText();
        assertEquals(m.typedAddressProperty().get(), address);
        assertEquals(
                m.urlProperty().get(), address + "?room=" + m.roomProperty().get());
        for (int i = 0; i < 3; i++) {
            phoneVotes(
                    m.urlProperty().get(),
                    m.roomProperty().get(),
                    i == 0 ? "yes, it bounces" : "no, the ball goes through");
        }
        WaitForAsyncUtils.waitFor(
                10,
                TimeUnit.SECONDS,
                () -> robot.from(stage.getScene().getRoot())
                        .lookup("#class-vote-count")
                        .queryLabeled()
                        .getText()
                        .equals("3 votes"));
        assertFalse(robot.from(stage.getScene().getRoot())
                .lookup("#class-vote-split")
                .query()
                .isVisible());
        save(robot, 1024, 768, "class-vote-open-1024x768.png");

        // this window's button: a vote window another test left open has one too, and a click there filled its split
        robot.clickOn(robot.from(stage.getScene().getRoot())
                .lookup("#class-vote-reveal")
                .queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.from(stage.getScene().getRoot())
                .lookup("#class-vote-split")
                .query()
                .isVisible());
        // the bars' own labels, read from this window's split (a full run once saw none: the view's listener had
        // been collected with a per-call wrapper; aListenerToTheSplitStillHearsTheRevealAfterACollection)
        List<String> shown = new ArrayList<>();
        ShownWindow.waitOnFx("the split's bars", () -> {
            shown.clear();
            // this test's own window's split: a vote window another test left open has one too
            stage.getScene()
                    .getRoot()
                    .lookup("#class-vote-split")
                    .lookupAll(".label")
                    .forEach(n -> {
                        if (n instanceof Labeled l) {
                            shown.add(l.getText());
                        }
                    });
            return !shown.isEmpty();
        });
        assertTrue(shown.contains("✓ no, the ball goes through"), shown::toString);
        assertEquals(10, frame.get());
        save(robot, 1280, 720, "class-vote-revealed-1280x720.png");
        save(robot, 1024, 768, "class-vote-revealed-1024x768.png");
    }

    /** The view at a projector's size, to look at (target/), whatever the test asserts. */
    private void save(FxRobot robot, int w, int h, String name) throws IOException {
        WritableImage[] img = new WritableImage[1];
        robot.interact(() -> {
            stage.setWidth(w);
            stage.setHeight(h);
            stage.getScene().getRoot().applyCss();
            stage.getScene().getRoot().layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> img[0] = stage.getScene().snapshot(null));
        Path out = Path.of("target", name);
        Files.createDirectories(out.getParent());
        ImageIO.write(SwingFXUtils.fromFXImage(img[0], null), "png", out.toFile());
    }
}
