package org.kaylescourseware.partizan.milley;

import java.util.List;
import java.util.Optional;
import org.kaylescourseware.partizan.modular.ReducedSum;

/**
 * The options S_i + S_rest with i ≡ {@code residue} (mod 3) that share one reduction, and whether
 * that reduction is dominated by another group's (then the group is struck out, with the reason).
 */
public record OptionGroup(int residue, List<Integer> indices, ReducedSum reduction,
        Optional<Domination> domination) {

    public OptionGroup {
        indices = List.copyOf(indices);
    }

    public boolean dominated() {
        return domination.isPresent();
    }
}
