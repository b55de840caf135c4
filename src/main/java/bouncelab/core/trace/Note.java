package bouncelab.core.trace;

/** A remark in the working that is not a number: why a hit was ignored, what a rule chose. */
public record Note(String objectId, String text) implements TraceItem {
    @Override
    public String kind() {
        return "note";
    }

    @Override
    public String summary() {
        return objectId == null ? text : objectId + ": " + text;
    }
}
