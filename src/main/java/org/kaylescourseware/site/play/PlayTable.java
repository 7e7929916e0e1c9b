package org.kaylescourseware.site.play;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;
import org.kaylescourseware.impartial.GrundySequence;
import org.kaylescourseware.impartial.Periodicity;
import org.kaylescourseware.rules.OctalGame;

/**
 * The table the board widget ({@code templates/assets/js/board.js}) plays from: the octal game's
 * digits d0..dt, its Grundy values g(0..n), and, when the solver certified one, the period p and
 * preperiod n0 with g(n) = g(n − p) for n ≥ n0 + p, so the widget can look up rows longer than
 * the table.
 *
 * @param game      a short identifier of the game, e.g. {@code dawsons-kayles}
 * @param name      the name shown to readers, e.g. {@code Dawson's Kayles}
 * @param code      the canonical octal code, e.g. {@code 0.07}
 * @param digits    d0, d1, ..., dt of the code
 * @param grundy    g(0), g(1), ..., g(n)
 * @param period    the certified period, or null when none was certified within the table
 * @param preperiod the certified preperiod, or null with the period
 */
@JsonPropertyOrder({"game", "name", "code", "digits", "grundy", "period", "preperiod"})
public record PlayTable(String game, String name, String code, int[] digits, int[] grundy,
        Integer period, Integer preperiod) {

    /** The most Grundy values a table may hold; the page embeds them inline. */
    public static final int MAX_VALUES = 100_000;

    public PlayTable {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(code, "code");
        digits = digits.clone();
        grundy = grundy.clone();
        if ((period == null) != (preperiod == null)) {
            throw new IllegalArgumentException("period " + period + " and preperiod " + preperiod
                    + " must both be given or both be null");
        }
    }

    /**
     * Computes the table of an octal game with the solver: g(0..to) and the period certified from
     * those values, if any.
     *
     * @throws IllegalArgumentException if {@code game} is not a lower-case identifier, {@code name}
     *         is blank, {@code to} is outside 1..{@value #MAX_VALUES}, or {@code code} is not an octal code
     */
    public static PlayTable compute(String game, String name, String code, int to) {
        if (game == null || !game.matches("[a-z][a-z0-9-]*")) {
            throw new IllegalArgumentException("game identifier '" + game + "' must be lower-case letters,"
                    + " digits and hyphens, starting with a letter, e.g. dawsons-kayles");
        }
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("the name of game '" + game + "' is blank; give the name"
                    + " readers see, e.g. Dawson's Kayles");
        }
        if (to < 1 || to > MAX_VALUES) {
            throw new IllegalArgumentException("table size " + to + " for game '" + game + "' is out of"
                    + " range: compute g(0..to) for 1 <= to <= " + MAX_VALUES);
        }
        OctalGame rule = OctalGame.parse(code);
        GrundySequence sequence = GrundySequence.compute(rule, to);
        Optional<Periodicity> periodicity = sequence.periodicity();
        return new PlayTable(game, name.strip(), rule.code(), rule.digits(), sequence.values(),
                periodicity.map(Periodicity::period).orElse(null),
                periodicity.map(Periodicity::preperiod).orElse(null));
    }

    /** Whether the game can be played on a row of tokens: d0 = 0 (no move only splits a row). */
    public boolean playableOnBoard() {
        return digits[0] == 0;
    }

    @Override
    public int[] digits() {
        return digits.clone();
    }

    @Override
    public int[] grundy() {
        return grundy.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PlayTable other && game.equals(other.game) && name.equals(other.name)
                && code.equals(other.code) && Arrays.equals(digits, other.digits)
                && Arrays.equals(grundy, other.grundy) && Objects.equals(period, other.period)
                && Objects.equals(preperiod, other.preperiod);
    }

    @Override
    public int hashCode() {
        return Objects.hash(game, name, code, Arrays.hashCode(digits), Arrays.hashCode(grundy), period,
                preperiod);
    }

    @Override
    public String toString() {
        return "PlayTable[" + game + ", " + code + ", g(0.." + (grundy.length - 1) + "), period " + period
                + ", preperiod " + preperiod + "]";
    }
}
