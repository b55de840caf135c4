package bouncelab.lessons;

/** What loading one lesson folder gives: the lesson, or what is wrong with it. */
public sealed interface LoadResult permits Lesson, LessonError {}
