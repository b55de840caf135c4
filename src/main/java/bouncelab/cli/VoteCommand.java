package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import bouncelab.io.refusal.Refusal;
import bouncelab.lessons.Lesson;
import bouncelab.ui.snapshot.WorksheetSnapshot;
import bouncelab.vote.LocalNetwork;
import bouncelab.vote.Tally;
import bouncelab.vote.VoteLog;
import bouncelab.vote.VoteQuestion;
import bouncelab.vote.VoteServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicBoolean;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code vote}: the window's class vote, for scripts and tests: serves one question until standard input closes. */
@Command(name = "vote", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class)
final class VoteCommand implements Runnable {
    private final CliStreams streams;

    @Option(names = "--lesson", required = true, paramLabel = "${bundle:label.id:-ID}")
    private String lesson;

    @Option(names = "--question", required = true, paramLabel = "N")
    private int question;

    @Option(names = "--bind", paramLabel = "${bundle:label.addr:-ADDR}", defaultValue = "127.0.0.1")
    private String bind;

    @Option(names = "--port", paramLabel = "P", defaultValue = "0")
    private int port;

    @Option(names = "--log-dir", paramLabel = "${bundle:label.dir:-DIR}")
    private @Nullable Path logDir;

    /** The page's words and the lesson's (its lesson.CODE.md, else lesson.md), as the window's language gives them. */
    @Mixin
    private LanguageOption language = new LanguageOption();

    VoteCommand(CliStreams streams) {
        this.streams = streams;
    }

    @Override
    public void run() {
        Lesson l = ShippedLesson.find(lesson, null, language.locale());
        VoteQuestion q;
        try {
            q = VoteQuestion.of(l, question);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(Refusal.of(
                    "cli.optionValue",
                    "--question",
                    String.valueOf(question),
                    Refusal.text(String.valueOf(e.getMessage()))));
        }
        if (port < 0 || port > 65535) {
            throw BadInputException.option("--port", "cli.port", String.valueOf(port));
        }
        VoteServer server;
        try {
            server = VoteServer.start(q, VoteServer.Config.of(address(), port).withLocale(language.locale()));
        } catch (IOException e) {
            throw new BadInputException(Refusal.of(
                    "cli.optionValue",
                    "--port",
                    String.valueOf(port),
                    Refusal.of("cli.bind.cannotListen", bind, String.valueOf(e.getMessage()))));
        }
        VoteLog log = new VoteLog(logDir != null ? logDir : VoteLog.defaultFolder());
        AtomicBoolean finished = new AtomicBoolean();
        // stopped (SIGTERM, Ctrl+C): the tally is still printed and logged on the way out, and a vote that closed
        // with its tally printed is a vote that ran, so the status is 0 (the JVM would otherwise say 143 or 130)
        Thread onStop = new Thread(
                () -> {
                    if (finish(server, log, finished)) {
                        Runtime.getRuntime().halt(0);
                    }
                },
                "vote-stop");
        Runtime.getRuntime().addShutdownHook(onStop);
        try {
            JsonWriter w = new JsonWriter();
            w.beginObject()
                    .name("url")
                    .value(server.url())
                    .name("room")
                    .value(server.room())
                    .name("token")
                    .value(server.token())
                    .endObject();
            println(w.toString());
            drawPicture(l, server);
            drain(streams.in());
        } finally {
            finish(server, log, finished);
            try {
                Runtime.getRuntime().removeShutdownHook(onStop);
            } catch (IllegalStateException e) {
                // already shutting down: the hook finds the work done
            }
        }
    }

    /**
     * The phones' picture of the question's frame, drawn as the window draws it (headless JavaFX) while the vote is
     * already being served; phones that asked before it was there ask again. Without it the vote still runs.
     */
    private void drawPicture(Lesson l, VoteServer server) {
        Thread t = new Thread(
                () -> {
                    try {
                        server.showPicture(
                                WorksheetSnapshot.questionPng(l, l.questions().get(question - 1)));
                    } catch (RuntimeException e) {
                        say(
                                "vote: the frame's picture could not be drawn, so the phones show the question's words only: "
                                        + e.getMessage());
                    }
                },
                "vote-picture");
        t.setDaemon(true);
        t.start();
    }

    private InetAddress address() {
        InetAddress a;
        try {
            a = InetAddress.getByName(bind);
        } catch (UnknownHostException e) {
            throw new BadInputException(Refusal.of("cli.optionValue", "--bind", bind, Refusal.of("cli.bind.unknown")));
        }
        if (a.isAnyLocalAddress() || !LocalNetwork.isLocal(a)) {
            throw new BadInputException(Refusal.of("cli.optionValue", "--bind", bind, Refusal.of("cli.bind.notLocal")));
        }
        return a;
    }

    /** Closes the vote once: prints and logs its tally; false when it had already been closed. */
    private boolean finish(VoteServer server, VoteLog log, AtomicBoolean finished) {
        if (!finished.compareAndSet(false, true)) {
            return false;
        }
        server.close();
        Tally.Counts counts = server.tally().counts();
        println(counts.toJson());
        try {
            log.append(server.question(), counts, Instant.now());
        } catch (IOException e) {
            say("vote: could not add to " + log.file() + ": " + e.getMessage());
        }
        return true;
    }

    /** One line on standard error; if that is gone as well there is nobody left to tell. */
    private void say(String line) {
        try {
            streams.err().write((line + "\n").getBytes(StandardCharsets.UTF_8));
            streams.err().flush();
        } catch (IOException ignored) {
            // standard error is gone
        }
    }

    private void println(String line) {
        try {
            streams.out().write((line + "\n").getBytes(StandardCharsets.UTF_8));
            streams.out().flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Reads standard input to its end: what is typed does not matter, its closing ends the vote. */
    private static void drain(InputStream in) {
        byte[] b = new byte[1024];
        try {
            while (in.read(b) != -1) {
                // nothing to do with it
            }
        } catch (IOException e) {
            // a broken standard input ends the vote as a closed one does
        }
    }
}
