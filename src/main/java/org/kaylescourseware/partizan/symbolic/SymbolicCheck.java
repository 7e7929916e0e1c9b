package org.kaylescourseware.partizan.symbolic;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * One step of a general proof checked symbolically: what the proof claims, what the other side
 * (the induction hypothesis, a definition, an earlier step) gives, whether they agree, and which
 * two things were compared. An identity agrees when every coefficient agrees; {@code difference}
 * names the first coefficient that does not.
 */
public record SymbolicCheck(String step, String claimed, String derived, String compared, boolean holds,
        String difference) {

    /** The claimed form against the derived one, coefficient by coefficient. */
    public static SymbolicCheck identity(String step, LinearForm claimed, LinearForm derived, String compared) {
        List<String> differences = differences("", claimed, derived);
        return new SymbolicCheck(step, claimed.toString(), derived.toString(), compared, differences.isEmpty(),
                differences.isEmpty() ? "" : differences.get(0));
    }

    /** The claimed sum against the derived one: the copies of S1 and of S2, coefficient by coefficient. */
    public static SymbolicCheck identity(String step, SymbolicSum claimed, SymbolicSum derived, String compared) {
        List<String> differences = new ArrayList<>(differences(" in the copies of S1", claimed.squares(),
                derived.squares()));
        differences.addAll(differences(" in the copies of S2", claimed.dominoes(), derived.dominoes()));
        return new SymbolicCheck(step, claimed.toString(), derived.toString(), compared, differences.isEmpty(),
                differences.isEmpty() ? "" : differences.get(0));
    }

    /** A condition that is not an identity, such as an inequality on a range, decided by {@code holds}. */
    public static SymbolicCheck condition(String step, String claimed, String derived, String compared,
            boolean holds, String failure) {
        return new SymbolicCheck(step, claimed, derived, compared, holds, holds ? "" : failure);
    }

    private static List<String> differences(String where, LinearForm claimed, LinearForm derived) {
        TreeSet<String> variables = new TreeSet<>(claimed.coefficients().keySet());
        variables.addAll(derived.coefficients().keySet());
        List<String> differences = new ArrayList<>();
        for (String v : variables) {
            if (claimed.coefficient(v) != derived.coefficient(v)) {
                differences.add("the coefficient of " + v + where + " is " + signed(claimed.coefficient(v))
                        + " as claimed but " + signed(derived.coefficient(v)) + " as derived");
            }
        }
        if (claimed.constant() != derived.constant()) {
            differences.add("the constant term" + where + " is " + signed(claimed.constant()) + " as claimed but "
                    + signed(derived.constant()) + " as derived");
        }
        return differences;
    }

    private static String signed(int value) {
        return value < 0 ? "−" + -value : Integer.toString(value);
    }

    /** For example {@code "Case n = 3k, Left, i = 3j: (k − 1)S1 + kS2 = (k − 1)S1 + kS2: holds"}. */
    public String verdict() {
        return step + ": " + claimed + " against " + derived + ": " + (holds ? "holds" : "fails, " + difference);
    }
}
