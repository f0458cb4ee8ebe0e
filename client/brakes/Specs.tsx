// Pieces of the rotor and drum detail pages: the specs table and the link back to the results.
import { useNavigate } from 'react-router';

export function SpecsTable({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <table className="specs">
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Detail pages go back through browser history (to the results they came from), or home on a fresh tab. */
export function ReturnToResults() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="link-button"
      onClick={() => (window.history.state?.idx > 0 ? navigate(-1) : navigate('/hub'))}
    >
      Return to results
    </button>
  );
}
