package bouncelab.lessons;

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
    static Optional<String> check(String path, LessonFolder folder) {
        if (path == null || path.isBlank()) {
            return Optional.of("an image needs a file name: ![what it shows](picture.png)");
        }
        if (path.matches("^[A-Za-z][A-Za-z0-9+.-]*:.*")) {
            return Optional.of("image '" + path + "' is a URL; images come from the lesson's own folder");
        }
        if (path.startsWith("/") || path.startsWith("\\") || path.startsWith("~")) {
            return Optional.of("image '" + path + "' is an absolute path; give it relative to the lesson's folder");
        }
        if (path.contains("\\") || path.contains("%")) {
            return Optional.of("image '" + path + "': write the path plainly, with / between folders");
        }
        for (String part : path.split("/")) {
            if (part.equals("..")) {
                return Optional.of("image '" + path + "' leaves the lesson's folder ('..')");
            }
        }
        String lower = path.toLowerCase(Locale.ROOT);
        if (EXTENSIONS.stream().noneMatch(lower::endsWith)) {
            return Optional.of("image '" + path + "' is not a picture (" + String.join(", ", EXTENSIONS) + ")");
        }
        if (!folder.exists(path)) {
            return Optional.of("image '" + path + "' is not in the lesson's folder (" + folder.describe(path) + ")");
        }
        return LessonPictures.problem(folder, path); // its size in bytes and pixels, before it is ever decoded
    }
}
