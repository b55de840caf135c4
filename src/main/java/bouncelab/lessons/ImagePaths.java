package bouncelab.lessons;

import bouncelab.io.refusal.Refusal;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The rule for a lesson's pictures: a plain relative path inside the lesson's own folder, to a file that is
 * there. No URL (nothing is fetched), no absolute path, no {@code ..}, so a lesson copied anywhere still works and
 * can show nothing from outside itself; and a picture the window can decode (its caps, {@link LessonPictures}).
 */
final class ImagePaths {
    static final List<String> EXTENSIONS = List.of(".png", ".jpg", ".jpeg", ".gif");

    private ImagePaths() {}

    /** What is wrong with {@code path}, or empty if the image may be shown. */
    static Optional<Refusal> check(String path, LessonFolder folder) {
        if (path == null || path.isBlank()) {
            return Optional.of(Refusal.of("image.noName"));
        }
        if (path.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*")) {
            return Optional.of(Refusal.of("image.url", path));
        }
        if (path.startsWith("/") || path.startsWith("\\") || path.startsWith("~")) {
            return Optional.of(Refusal.of("image.absolute", path));
        }
        if (path.contains("\\") || path.contains("%")) {
            return Optional.of(Refusal.of("image.plain", path));
        }
        for (String part : path.split("/")) {
            if (part.equals("..")) {
                return Optional.of(Refusal.of("image.leaves", path));
            }
        }
        String lower = path.toLowerCase(Locale.ROOT);
        if (EXTENSIONS.stream().noneMatch(lower::endsWith)) {
            return Optional.of(Refusal.of("image.notPicture", path, String.join(", ", EXTENSIONS)));
        }
        if (!folder.exists(path)) {
            return Optional.of(Refusal.of("image.notInFolder", path, folder.describe(path)));
        }
        return LessonPictures.problem(folder, path); // its size in bytes and pixels, before it is ever decoded
    }
}
