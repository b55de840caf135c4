package bouncelab.cli;

import bouncelab.lessons.Course;
import bouncelab.lessons.Lesson;
import bouncelab.lessons.LessonError;
import bouncelab.lessons.LessonSource;

/** A lesson of the course by its folder's name, as the window finds the course; bad input if it cannot be read. */
final class ShippedLesson {
    private ShippedLesson() {
    }

    static Lesson find(String id) {
        Course course = LessonSource.find().load();
        return course.lessons().stream().filter(l -> l.id().equals(id)).findFirst().orElseThrow(() -> {
            String why = course.errors().stream().filter(e -> e.lessonId().equals(id))
                    .map(LessonError::describe).findFirst()
                    .orElse("no such lesson (one of " + String.join(", ",
                            course.lessons().stream().map(Lesson::id).toList()) + ")");
            return new BadInputException("option '--lesson' " + id + ": " + why);
        });
    }
}
