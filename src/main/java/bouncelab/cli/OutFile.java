package bouncelab.cli;

import bouncelab.io.file.SafeRead;
import bouncelab.io.refusal.Refusal;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The file a command writes ({@code --out}): checked before any work is done, and a failure to write it said in one
 * line naming the file, never as Java text. Whatever the command made on the way (folders it created, pictures
 * beside the file) is removed again when the writing fails, so a failed command leaves nothing behind.
 */
final class OutFile {
    private final String option;
    private final Path file;
    /** Folders this command created, deepest last; removed on failure. */
    private final List<Path> createdFolders = new ArrayList<>();
    /** Folders whose new entries are this command's; each with what it held before. */
    private final List<Path> watched = new ArrayList<>();

    private final List<Set<Path>> before = new ArrayList<>();

    private OutFile(String option, Path file) {
        this.option = option;
        this.file = file;
    }

    /** Checks that {@code file} can be written: not a folder or a device, in a folder that is or can be made. */
    static OutFile check(String option, Path file) {
        OutFile out = new OutFile(option, file);
        if (Files.isDirectory(file)) {
            throw out.bad(Refusal.of("cli.out.folder", file.toString()));
        }
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw out.bad(Refusal.of("cli.out.notOrdinary", file.toString()));
        }
        Path ancestor = file.toAbsolutePath().getParent();
        while (ancestor != null && !Files.exists(ancestor, LinkOption.NOFOLLOW_LINKS)) {
            ancestor = ancestor.getParent();
        }
        if (ancestor == null || !Files.isDirectory(ancestor)) {
            throw out.cannotWrite(
                    ancestor == null
                            ? Refusal.of("cli.out.noFolder")
                            : Refusal.of("cli.out.parentNotFolder", ancestor.toString()));
        }
        if (!Files.isWritable(ancestor)) {
            throw out.cannotWrite(Refusal.of("cli.out.readOnly", ancestor.toString()));
        }
        return out;
    }

    Path path() {
        return file;
    }

    /** Makes the folders the file goes in, remembering those it made. */
    void makeFolders() {
        Path dir = file.toAbsolutePath().getParent();
        List<Path> missing = new ArrayList<>();
        for (Path d = dir; d != null && !Files.exists(d, LinkOption.NOFOLLOW_LINKS); d = d.getParent()) {
            missing.add(0, d);
        }
        for (Path d : missing) {
            try {
                Files.createDirectory(d);
            } catch (IOException e) {
                throw failed(e);
            }
            createdFolders.add(d);
        }
    }

    /** Marks a folder the command will write into (made if missing): what it adds there goes again on failure. */
    void watch(Path folder) {
        Set<Path> had = new HashSet<>();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> s = Files.list(folder)) {
                s.forEach(had::add);
            } catch (IOException e) {
                throw failed(e);
            }
        } else if (!Files.exists(folder, LinkOption.NOFOLLOW_LINKS)) {
            createdFolders.add(folder); // AtomicFile makes it on the first picture
        }
        watched.add(folder);
        before.add(had);
    }

    /** Runs the writing; on any failure removes what was made and says why in one line. */
    void write(Writing writing) {
        makeFolders();
        try {
            writing.run();
        } catch (IOException e) {
            cleanUp();
            throw failed(e);
        } catch (UncheckedIOException e) {
            cleanUp();
            throw failed(Objects.requireNonNull(e.getCause())); // an UncheckedIOException always has its cause
        } catch (RuntimeException | Error e) {
            cleanUp();
            throw e;
        }
    }

    @FunctionalInterface
    interface Writing {
        void run() throws IOException;
    }

    /** Removes the new entries of watched folders, then the folders this command created, deepest first. */
    private void cleanUp() {
        for (int i = 0; i < watched.size(); i++) {
            Set<Path> had = before.get(i);
            if (Files.isDirectory(watched.get(i), LinkOption.NOFOLLOW_LINKS)) {
                try (Stream<Path> s = Files.list(watched.get(i))) {
                    s.filter(p -> !had.contains(p)).forEach(OutFile::deleteQuietly);
                } catch (IOException e) {
                    // best effort: the message about the failure itself matters more
                }
            }
        }
        createdFolders.stream()
                .sorted(Comparator.comparingInt(Path::getNameCount).reversed())
                .forEach(OutFile::deleteQuietly);
    }

    private static void deleteQuietly(Path p) {
        try {
            if (Files.isDirectory(p, LinkOption.NOFOLLOW_LINKS)) {
                try (Stream<Path> s = Files.list(p)) {
                    s.forEach(OutFile::deleteQuietly);
                }
            }
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // best effort
        }
    }

    BadInputException failed(IOException e) {
        return cannotWrite(SafeRead.reason(e));
    }

    private BadInputException cannotWrite(Refusal why) {
        return bad(Refusal.of("cli.out.cannotWrite", file.toString(), why));
    }

    /** {@code option '--out': ...}, said in {@code --lang}'s language. */
    private BadInputException bad(Refusal problem) {
        return new BadInputException(Refusal.of("usage.option", option, problem));
    }
}
