package bouncelab.ui.window;

import bouncelab.core.trace.Overlay;
import bouncelab.io.prefs.Preferences;
import bouncelab.io.prefs.PreferencesFile;
import bouncelab.io.refusal.Refusal;
import bouncelab.ui.common.UiWords;
import bouncelab.ui.lesson.LessonModel;
import bouncelab.ui.session.PlaybackModel;
import bouncelab.ui.step.CourtView;
import bouncelab.ui.step.Dividers;
import bouncelab.ui.theme.Appearance;
import java.io.IOException;
import java.util.EnumSet;
import java.util.function.Consumer;
import javafx.beans.property.DoubleProperty;
import javafx.collections.SetChangeListener;
import org.jspecify.annotations.Nullable;

/**
 * Restores the preferences when the window opens (theme, size of type, the last lesson, the overlays on, the frame
 * described, sounds, where the lessons' and the working's dividers were dragged) and
 * writes them again whenever one changes, so nothing is lost if the app is killed rather than closed.
 */
final class PreferencesKeeper {
    private final PreferencesFile file;
    private final Appearance appearance;
    private final PlaybackModel playback;
    private final LessonModel lessons;
    private final CourtView court;
    private final Consumer<String> notice;
    /** The share of the width the lessons' divider was dragged to (NaN: never). */
    private final DoubleProperty lessonShare;
    /** The share of the width the working's divider was dragged to leave the working (NaN: never). */
    private final DoubleProperty workingShare;

    private Preferences current = Preferences.DEFAULTS;

    PreferencesKeeper(
            PreferencesFile file,
            Appearance appearance,
            PlaybackModel playback,
            LessonModel lessons,
            CourtView court,
            Dividers dividers,
            Consumer<String> notice) {
        this.workingShare = dividers.working();
        this.court = court;
        this.lessonShare = dividers.lessons();
        this.file = file;
        this.appearance = appearance;
        this.playback = playback;
        this.lessons = lessons;
        this.notice = notice;
    }

    /** The keeper, its file read and applied ({@link #restore()}). */
    PreferencesKeeper restored() {
        restore();
        return this;
    }

    /** Reads the file and applies it; a file with problems gives defaults where it is wrong, and says so. */
    void restore() {
        PreferencesFile.Loaded loaded = file.load();
        Preferences p = loaded.preferences();
        appearance.themeProperty().set(p.theme());
        appearance.fontSizeProperty().set(p.fontSize());
        String lessonProblem = null;
        boolean forget = false;
        if (p.lastLesson() != null) {
            // a lesson from a folder not open now is simply not reopened
            var lesson = lessons.find(p.lastLesson());
            try {
                lesson.ifPresent(lessons::open);
            } catch (RuntimeException | OutOfMemoryError e) {
                // never fatal, and forgotten: a lesson that cannot open must not stop every later start too
                lessonProblem = UiWords.messages(
                        "prefs.lastLesson",
                        p.lastLesson(),
                        e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
                p = p.withLastLesson(null);
                forget = true;
            }
        }
        // after the lesson, which sets its own: the overlays as the user left them
        playback.overlays().retainAll(p.overlays());
        playback.overlays().addAll(p.overlays());
        court.words().shown().set(p.describeFrames());
        court.sounds().on().set(p.sounds());
        lessonShare.set(p.lessonShare());
        workingShare.set(p.workingShare());
        current = p;
        Refusal said = file.noticeWhy(loaded);
        if (said != null) {
            notice.accept(UiWords.words().refusal(said));
        }
        if (lessonProblem != null) {
            notice.accept(lessonProblem);
        }
        if (forget) {
            write(p);
        }
        appearance.themeProperty().addListener((o, was, now) -> save(current.withTheme(now)));
        appearance.fontSizeProperty().addListener((o, was, now) -> save(current.withFontSize(now)));
        lessons.currentProperty().addListener((o, was, now) -> {
            if (now != null) {
                save(current.withLastLesson(now.id()));
            }
        });
        court.words().shown().addListener((o, was, now) -> save(current.withDescribeFrames(now)));
        court.sounds().on().addListener((o, was, now) -> save(current.withSounds(now)));
        lessonShare.addListener((o, was, now) -> save(current.withLessonShare(now.doubleValue())));
        workingShare.addListener((o, was, now) -> save(current.withWorkingShare(now.doubleValue())));
        playback.overlays().addListener((SetChangeListener<Overlay>) c -> save(current.withOverlays(
                playback.overlays().isEmpty() ? EnumSet.noneOf(Overlay.class) : EnumSet.copyOf(playback.overlays()))));
    }

    /** The language chosen in View → Language (a code; null: the system's), for the next start. */
    void language(@Nullable String code) {
        save(current.withLanguage(code));
    }

    private void save(Preferences p) {
        if (p.equals(current)) {
            return;
        }
        current = p;
        write(p);
    }

    private void write(Preferences p) {
        try {
            file.save(p);
        } catch (IOException | RuntimeException e) {
            notice.accept(UiWords.messages("prefs.cannotSave", file.path(), String.valueOf(e.getMessage())));
        }
    }
}
