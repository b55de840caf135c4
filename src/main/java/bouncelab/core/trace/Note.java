package bouncelab.core.trace;

/** A remark in the working that is not a number: why a hit was ignored, what a rule chose. */
public record Note(String objectId, String text) implements TraceItem {
    public static final TraceKind<Note> KIND = TraceKind.of("note", Note.class)
            .text("object", Note::objectId)
            .text("text", Note::text)
            .build();

    @Override
    public TraceKind<Note> traceKind() {
        return KIND;
    }

    @Override
    public Phrase summary() {
        return objectId == null
                ? Phrase.of("note", "text", Phrase.written(text))
                : Phrase.of("note.about", "object", objectId, "text", Phrase.written(text));
    }
}
