package bouncelab.ui.window;

import bouncelab.ui.classroom.GameMode;
import bouncelab.ui.lesson.LessonModel;
import bouncelab.ui.step.CourtView;
import java.util.function.Predicate;

/**
 * One shot on screen, and no work lost: what replaces it (a lesson, a game) asks first about edits not saved and
 * leaves no file behind it for Save to write over; what showed the shot before gives way (a game ends when a lesson
 * or a shot is opened, a lesson closes when a game starts or a shot is opened), so a lesson never reads its numbers
 * from a game or a file.
 */
final class ShotReplacement {
    private ShotReplacement() {}

    static void wire(LessonModel lessons, GameMode games, ShotFiles files, UnsavedChanges unsaved, CourtView court) {
        // edits not saved are saved or given up first, and Save will then ask where; false: the user stays with them
        Predicate<String> mayReplace = before -> {
            if (!unsaved.mayReplace(before)) {
                return false;
            }
            files.replaced();
            return true;
        };
        lessons.setMayReplaceShot(mayReplace);
        games.setMayReplaceShot(mayReplace);
        lessons.setUpsProperty().addListener(o -> games.end());
        files.onOpened(() -> {
            games.end();
            lessons.close();
            court.zoomToFit(); // a shot opened is seen whole, whatever the zoom on the one before
        });
        games.playingProperty().addListener((o, was, now) -> {
            if (now) {
                lessons.close();
            } else {
                court.zoomToFit(); // the rally paused into the stepper, seen whole
            }
        });
    }
}
