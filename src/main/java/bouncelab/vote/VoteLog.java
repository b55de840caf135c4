package bouncelab.vote;

import bouncelab.io.csv.CsvLines;
import bouncelab.io.file.AtomicFile;
import bouncelab.io.file.SafeRead;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The class's votes over a term: {@code votes.csv} in the folder given (the app's folder in the user's home), one
 * row per closed vote with its counts only, no names and no addresses. A row is appended by writing the file
 * again through the one atomic writer, so a crash leaves the old file or the new one, never half a row.
 */
public final class VoteLog {
    public static final String FILE = "votes.csv";
    /** The first four choices' columns; a question with more adds pairs at the end of its row. */
    static final String HEADER = "closed,lesson,question,answer,votes,right,choice 1,votes 1,choice 2,votes 2,"
            + "choice 3,votes 3,choice 4,votes 4";
    /** Thousands of rows of a few dozen bytes; past this the file is not ours and is left alone. */
    private static final long MAX_BYTES = 16L << 20;

    private final Path folder;

    public VoteLog(Path folder) {
        this.folder = folder;
    }

    /** ~/.bounce-lab, where the app keeps its own files. Tests never use it: they pass a folder of their own. */
    public static Path defaultFolder() {
        return Path.of(System.getProperty("user.home"), ".bounce-lab");
    }

    public Path file() {
        return folder.resolve(FILE);
    }

    /** Appends the row of one closed vote; {@code closed} is written in UTC to the second. */
    public synchronized void append(VoteQuestion q, Tally.Counts counts, Instant closed) throws IOException {
        Files.createDirectories(folder);
        Path f = file();
        StringBuilder sb = new StringBuilder();
        if (Files.exists(f)) {
            sb.append(SafeRead.text(f, f.toString(), MAX_BYTES));
            if (sb.length() > 0 && sb.charAt(sb.length() - 1) != '\n') {
                sb.append(CsvLines.LINE_END);
            }
        } else {
            sb.append(HEADER).append(CsvLines.LINE_END);
        }
        List<String> row = new ArrayList<>(List.of(
                closed.truncatedTo(ChronoUnit.SECONDS).toString(),
                q.lessonId(),
                Integer.toString(q.number()),
                CsvLines.text(q.answer()),
                Integer.toString(counts.total()),
                Integer.toString(counts.votes().getOrDefault(q.answer(), 0))));
        for (Map.Entry<String, Integer> e : counts.votes().entrySet()) {
            row.add(CsvLines.text(e.getKey())); // a choice written =… is shown, never run, in a spreadsheet
            row.add(Integer.toString(e.getValue()));
        }
        CsvLines.line(sb, row);
        AtomicFile.writeString(f, sb.toString());
    }
}
