package org.kaylescourseware.misere.nim;

import java.util.List;
import org.kaylescourseware.game.Position;

/**
 * One class of Nim positions under a misère equivalence, as found by a recursive test: its
 * members in quasi-lexicographic order, the first ({@code least}) being the ≺-least.
 */
public record NimEquivalenceClass(Position least, List<Position> members) {

    public NimEquivalenceClass {
        members = List.copyOf(members);
    }
}
