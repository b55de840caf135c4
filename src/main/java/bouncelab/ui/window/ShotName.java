package bouncelab.ui.window;

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
        String edited = files.unsaved() ? " (edited)" : "";
        if (lessons.current() != null) {
            return "Lesson " + lessons.current().order() + ": "
                    + lessons.current().title() + edited;
        }
        if (model.recordedFrames() > 0) {
            return "a game's rally" + edited;
        }
        if (files.current() != null) {
            return files.current().getFileName() + edited;
        }
        return "a shot not saved to a file";
    }
}
