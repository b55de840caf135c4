package bouncelab.vote;

import java.security.SecureRandom;
import java.util.Base64;
import java.util.regex.Pattern;

/** The vote's secrets and names, from a strong random source: the room, the teacher's token, a device's id. */
public final class RandomCodes {
    /** No I, O, L, U or V: a room code read off a projector is never mistaken for a digit or another letter. */
    static final String ROOM_LETTERS = "ABCDEFGHJKMNPQRSTWXYZ";
    /** 16 random bytes as URL-safe Base64 without padding: 22 characters. */
    static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{22}");

    private static final SecureRandom RANDOM = new SecureRandom();

    private RandomCodes() {}

    /** Four letters, what students type if they cannot scan the QR code. */
    public static String room() {
        StringBuilder sb = new StringBuilder(4);
        for (int i = 0; i < 4; i++) {
            sb.append(ROOM_LETTERS.charAt(RANDOM.nextInt(ROOM_LETTERS.length())));
        }
        return sb.toString();
    }

    /** The teacher's token for /tally: 128 random bits, never put on a student's page. */
    public static String token() {
        return id();
    }

    /** A device's cookie value. */
    public static String device() {
        return id();
    }

    static boolean isId(String s) {
        return s != null && ID.matcher(s).matches();
    }

    private static String id() {
        byte[] b = new byte[16];
        RANDOM.nextBytes(b);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(b);
    }
}
