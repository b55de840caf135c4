package bouncelab.ui.window;

import bouncelab.ui.common.UiWords;
import bouncelab.ui.lesson.LessonModel;
import bouncelab.ui.session.PlaybackModel;
import java.util.function.Supplier;

/** What the shot on screen is, for captions: the lesson's, a game's rally, a file's, or none of those. */
final class ShotName implements Supplier<String> {
    private final PlaybackModel model;
    private final LessonModel lessons;
    private final ShotFiles files;

    ShotName(PlaybackModel model, LessonModel lessons, ShotFiles files) {
        this.model = model;
        this.lessons = lessons;
        this.files = files;
    }

    /** "Lesson 6: Tunnelling", "a game's rally", "myshot.json", each with " (edited)" after unsaved edits. */
    @Override
    public String get() {
        boolean edited = files.unsaved();
        if (lessons.current() != null) {
            return named(
                    UiWords.messages(
                            "shotName.lesson",
                            String.valueOf(lessons.current().order()),
                            lessons.current().title()),
                    edited);
        }
        if (model.recordedFrames() > 0) {
            return named(UiWords.messages("shotName.rally"), edited);
        }
        if (files.current() != null) {
            return named(String.valueOf(files.current().getFileName()), edited);
        }
        return UiWords.messages("shotName.unsaved");
    }

    private static String named(String name, boolean edited) {
        return edited ? UiWords.messages("shotName.edited", name) : name;
    }
}
