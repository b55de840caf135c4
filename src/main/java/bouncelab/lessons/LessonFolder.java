package bouncelab.lessons;

import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * Where a lesson's files are: a folder on disk (a teacher's copy) or a folder inside the jar. Lessons only ever
 * read files by a name relative to their own folder, and only through here.
 */
public sealed interface LessonFolder permits DiskFolder, ClasspathFolder {

    /** The folder's name, which is the lesson's id, e.g. {@code 03-pythagoras-corner}. */
    String name();

    /** How to name one of its files in a message, e.g. {@code lessons/03-pythagoras-corner/lesson.md}. */
    String describe(String file);

    /** True when {@code file} exists inside this folder (and, on disk, really is inside it). */
    boolean exists(String file);

    /** The file's text in UTF-8, or empty when there is no such file. */
    Optional<String> read(String file) throws IOException;

    /** The size in bytes of a file of this folder, known before it is read (-1 where the jar does not say). */
    long size(String file) throws IOException;

    /** Opens a file of this folder, such as an image the lesson shows. */
    InputStream open(String file) throws IOException;
}
