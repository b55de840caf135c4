package bouncelab.cli;

import bouncelab.io.json.JsonWriter;
import java.io.IOException;
import java.util.function.Consumer;

/** Prints one probe's answer as a line of JSON. */
final class ProbeOutput {
    private ProbeOutput() {}

    static int print(CliStreams streams, Consumer<JsonWriter> answer) throws IOException {
        StringBuilder sb = new StringBuilder(512);
        answer.accept(new JsonWriter(sb));
        LineSink out = streams.lines();
        out.line(sb);
        out.flush();
        return 0;
    }
}
