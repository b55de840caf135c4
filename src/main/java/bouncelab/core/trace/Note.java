package bouncelab.core.trace;

import org.jspecify.annotations.Nullable;

/** A remark in the working that is not a number: why a hit was ignored, what a rule chose. */
public record Note(@Nullable String objectId, Phrase text) implements TraceItem {
    public static final TraceKind<Note> KIND = TraceKind.of("note", Note.class)
            .text("object", Note::objectId)
            .said("text", Note::text)
            .build();

    /** A note whose words are still written in the core, in English ({@link Phrase#text}). */
    public Note(String objectId, String text) {
        this(objectId, Phrase.text(text));
    }

    @Override
    public TraceKind<Note> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        return objectId == null
                ? Phrase.of("note", "text", text)
                : Phrase.of("note.about", "object", objectId, "text", text);
    }
}
