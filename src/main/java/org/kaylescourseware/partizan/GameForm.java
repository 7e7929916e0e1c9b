package org.kaylescourseware.partizan;

import java.util.List;
import org.kaylescourseware.game.Player;

/**
 * A game given by its options, {@code {leftOptions | rightOptions}}, each option a {@link GameSum}.
 * Used for games that are not sums of strips: the intermediate forms {A | B} of the reduction
 * proofs and the conjugates of Section 5. The {@code name} is how the game is written, e.g.
 * {@code "{S1 + S2 | 2·S1}"} or {@code "conj(S1)"}.
 */
public record GameForm(String name, List<GameSum> leftOptions, List<GameSum> rightOptions) {

    public GameForm {
        leftOptions = List.copyOf(leftOptions);
        rightOptions = List.copyOf(rightOptions);
    }

    public List<GameSum> options(Player player) {
        return player == Player.LEFT ? leftOptions : rightOptions;
    }

    /** The conjugate (Milley's barred G): Left's and Right's options swapped, recursively. */
    public GameForm conjugate(String conjugateName) {
        return new GameForm(conjugateName, conjugateAll(rightOptions), conjugateAll(leftOptions));
    }

    private static List<GameSum> conjugateAll(List<GameSum> options) {
        return options.stream().map(o -> {
            if (!o.strips().isEmpty()) {
                throw new IllegalArgumentException("the conjugate of " + o
                        + " is not defined here: write strips as game forms first");
            }
            return new GameSum(o.forms().stream().map(f -> f.conjugate("conj(" + f.name() + ")")).toList(),
                    o.strips());
        }).toList();
    }

    @Override
    public String toString() {
        return name;
    }
}
