package org.kaylescourseware.partizan;

import org.kaylescourseware.game.Position;

/** Writes positions as in the paper: {@code S6 + S4 + S1}, the empty position as {@code 0}. */
public final class StripNotation {

    private StripNotation() {
    }

    public static String of(Position position) {
        if (position.isEmpty()) {
            return "0";
        }
        StringBuilder sb = new StringBuilder();
        for (int strip : position.heaps()) {
            if (sb.length() > 0) {
                sb.append(" + ");
            }
            sb.append('S').append(strip);
        }
        return sb.toString();
    }
}
