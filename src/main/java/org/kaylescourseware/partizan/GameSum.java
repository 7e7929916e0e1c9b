package org.kaylescourseware.partizan;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.kaylescourseware.game.Position;

/**
 * A disjunctive sum of game forms and strips. With no forms it is a position of the universe K.
 * The forms are kept sorted by name so that equal sums are equal values.
 */
public record GameSum(List<GameForm> forms, Position strips) {

    public GameSum {
        forms = canonicalForms(forms);
    }

    /** The forms sorted by name: the order a sum keeps them in. */
    public static List<GameForm> canonicalForms(List<GameForm> forms) {
        List<GameForm> sorted = new ArrayList<>(forms);
        sorted.sort(Comparator.comparing(GameForm::name));
        return List.copyOf(sorted);
    }

    public static GameSum of(Position strips) {
        return new GameSum(List.of(), strips);
    }

    public static GameSum of(GameForm form) {
        return new GameSum(List.of(form), Position.of());
    }

    public boolean isStripPosition() {
        return forms.isEmpty();
    }

    public GameSum plus(GameSum other) {
        List<GameForm> all = new ArrayList<>(forms);
        all.addAll(other.forms);
        return new GameSum(all, Sums.plus(strips, other.strips));
    }

    public GameSum plus(Position moreStrips) {
        return new GameSum(forms, Sums.plus(strips, moreStrips));
    }

    /** The sum written as in the paper, e.g. {@code conj(S1) + S1}. */
    @Override
    public String toString() {
        List<String> parts = new ArrayList<>();
        forms.forEach(f -> parts.add(f.name()));
        if (!strips.isEmpty() || parts.isEmpty()) {
            parts.add(StripNotation.of(strips));
        }
        return String.join(" + ", parts);
    }
}
