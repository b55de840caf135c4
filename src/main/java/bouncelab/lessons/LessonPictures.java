package bouncelab.lessons;

import bouncelab.core.scenario.ShotLimits;
import bouncelab.io.file.SafeRead;
import bouncelab.io.image.PictureDecodes;
import bouncelab.io.image.PictureHeader;
import bouncelab.io.refusal.Refusal;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Optional;

/**
 * A lesson's pictures, held to their caps before any is decoded: at most {@link ShotLimits#MAX_PICTURE_BYTES} bytes
 * and {@link ShotLimits#MAX_PICTURE_SIDE} pixels a side, the size read from the header; then decoded once, so that a
 * picture cut short is refused at its line too. The loader asks {@link
 * #problem} (so {@code check-lessons} and the window's list refuse the lesson at the picture's line); the window
 * reads the bytes it decodes through {@link #read}, which checks them again, since the file may have changed.
 */
public final class LessonPictures {
    private LessonPictures() {}

    /** What is wrong with picture {@code path} of {@code folder} for its size, or empty if it may be shown. */
    static Optional<Refusal> problem(LessonFolder folder, String path) {
        try {
            long bytes = folder.size(path);
            if (bytes > ShotLimits.MAX_PICTURE_BYTES) {
                return Optional.of(tooManyBytes(path, bytes));
            }
            try (InputStream in = folder.open(path)) {
                Optional<Refusal> size = tooManyPixels(path, PictureHeader.read(in));
                if (size.isPresent()) {
                    return size;
                }
            }
            try (InputStream in = folder.open(path)) {
                String why = PictureDecodes.problem(in);
                return why == null
                        ? Optional.empty()
                        : Optional.of(
                                why.isBlank()
                                        ? Refusal.of("image.cannotDecode", path)
                                        : Refusal.of("image.cannotDecodeWhy", path, Refusal.text(why)));
            }
        } catch (PictureHeader.Unreadable e) {
            return Optional.of(Refusal.of("image.cannotShow", path, e.why()));
        } catch (IOException e) {
            return Optional.of(Refusal.of("image.cannotRead", path, SafeRead.reason(e)));
        }
    }

    /**
     * The picture's bytes, to decode, if they are within the caps. Call off the FX thread: the file is read whole.
     *
     * @throws SafeRead.Refused one line naming the file and what is wrong with it
     */
    public static byte[] read(LessonFolder folder, String path) throws SafeRead.Refused {
        Optional<Refusal> problem = problem(folder, path);
        if (problem.isPresent()) {
            throw new SafeRead.Refused(folder.describe(path), 0, problem.get());
        }
        byte[] bytes;
        try (InputStream in = folder.open(path)) {
            bytes = in.readNBytes((int) ShotLimits.MAX_PICTURE_BYTES + 1);
        } catch (IOException e) {
            throw new SafeRead.Refused(
                    folder.describe(path), 0, Refusal.of("image.cannotRead", path, SafeRead.reason(e)));
        }
        // checked again on the bytes decoded: the file may have been swapped since
        Optional<Refusal> now = bytes.length > ShotLimits.MAX_PICTURE_BYTES
                ? Optional.of(tooManyBytes(path, bytes.length))
                : header(path, bytes);
        if (now.isPresent()) {
            throw new SafeRead.Refused(folder.describe(path), 0, now.get());
        }
        return bytes;
    }

    private static Optional<Refusal> header(String path, byte[] bytes) {
        try {
            return tooManyPixels(path, PictureHeader.read(new ByteArrayInputStream(bytes)));
        } catch (PictureHeader.Unreadable e) {
            return Optional.of(Refusal.of("image.cannotShow", path, e.why()));
        } catch (IOException e) {
            return Optional.of(Refusal.of("image.cannotShow", path, Refusal.text(String.valueOf(e.getMessage()))));
        }
    }

    private static Optional<Refusal> tooManyPixels(String path, PictureHeader.Size size) {
        int max = ShotLimits.MAX_PICTURE_SIDE;
        if (size.width() <= max && size.height() <= max) {
            return Optional.empty();
        }
        return Optional.of(Refusal.of("image.tooManyPixels", path, size.width(), size.height(), max, max));
    }

    private static Refusal tooManyBytes(String path, long bytes) {
        return Refusal.of(
                "image.tooManyBytes",
                path,
                bytes,
                ShotLimits.MAX_PICTURE_BYTES,
                String.valueOf(ShotLimits.MAX_PICTURE_BYTES >> 20));
    }
}
