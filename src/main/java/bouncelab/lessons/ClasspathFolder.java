package bouncelab.lessons;

import bouncelab.core.scenario.ShotLimits;
import bouncelab.io.file.SafeRead;
import bouncelab.io.refusal.Refusal;
import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.util.Optional;

/**
 * A lesson folder shipped inside the jar, e.g. resource folder {@code lessons/03-pythagoras-corner}. Resources
 * cannot be listed portably, so the course's folders come from {@code lessons/index.txt}.
 */
public record ClasspathFolder(ClassLoader loader, String base) implements LessonFolder {

    @Override
    public String name() {
        return base.substring(base.lastIndexOf('/') + 1);
    }

    @Override
    public String describe(String file) {
        return "/" + base + "/" + file;
    }

    @Override
    public boolean exists(String file) {
        return loader.getResource(base + "/" + file) != null;
    }

    @Override
    public Optional<String> read(String file) throws IOException {
        URL url = loader.getResource(base + "/" + file);
        if (url == null) {
            return Optional.empty();
        }
        try (InputStream in = url.openStream()) {
            long max = file.equals(LessonLoader.SCENARIO_FILE)
                    ? ShotLimits.MAX_SCENARIO_BYTES
                    : ShotLimits.MAX_LESSON_BYTES;
            byte[] bytes = in.readNBytes((int) max + 1);
            if (bytes.length > max) {
                throw new SafeRead.Refused(
                        describe(file),
                        0,
                        Refusal.of("file.cannotRead", Refusal.of("why.moreThan", String.valueOf(max))));
            }
            return Optional.of(SafeRead.utf8(bytes, describe(file)));
        }
    }

    @Override
    public long size(String file) throws IOException {
        URL url = loader.getResource(base + "/" + file);
        if (url == null) {
            throw new FileNotFoundException(describe(file));
        }
        return url.openConnection().getContentLengthLong();
    }

    @Override
    public InputStream open(String file) throws IOException {
        InputStream in = loader.getResourceAsStream(base + "/" + file);
        if (in == null) {
            throw new FileNotFoundException(describe(file));
        }
        return in;
    }
}
